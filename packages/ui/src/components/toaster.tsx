import { Toaster as Sonner, type ToasterProps as SonnerProps } from 'sonner';
// sonner's stylesheet as a file, which the production CSP allows; the copy its JavaScript would
// inject as a <style> element is refused there and is dropped from the build (ADR 0103).
import 'sonner/dist/styles.css';
import { XIcon } from './icons';

export { toast } from 'sonner';

/** docs/product.md#constants: stacked toasts sit 60px apart. A one-line toast is 48px (`--toast-height`) + this gap. */
const TOAST_GAP = 12;

/** How long a toast stays, not counting the time the toasts are hovered or focused. */
const TOAST_DURATION_MS = 4000;

/** docs/product.md#constants: never more than this many on screen; the oldest gives way. */
const MAX_TOASTS = 5;

const success = 'bg-success text-success-foreground border-success';

/** Toast surfaces from the theme; the untyped `toast()` is a success toast (docs/product.md#messages). */
const classNames = {
  toast:
    'flex min-h-(--toast-height) w-(--width) items-center gap-3 rounded-lg border px-4 py-2.5 text-sm shadow-lg',
  content: 'flex min-w-0 flex-1 flex-col',
  title: 'font-medium leading-5',
  closeButton:
    'order-last -me-1 flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-80 hover:bg-black/10 hover:opacity-100 focus-visible:outline-current',
  // An undoable change's `Batalkan` (apps/dashboard/src/lib/undo.ts): outlined in the toast's
  // own text colour, before the close button.
  actionButton:
    'shrink-0 cursor-pointer rounded-md border border-current px-2.5 py-1 font-semibold leading-4 hover:bg-black/10 focus-visible:outline-current',
  default: success,
  success,
  error: 'bg-danger text-danger-foreground border-danger',
};

/**
 * From `lg` (1024 px) the first toast sits in the top bar itself, left of its controls
 * (`--topbar-end-width`), where it covers no control: under the bar it sat over the list
 * toolbar's Ekspor just pressed (ADR 0236). Below `lg` (a phone's width too), 16 px under the
 * bar, whose controls stay in reach. CSS variables set per width by the toaster's class, since
 * sonner writes the offsets inline.
 */
const BESIDE_TOP_BAR_CONTROLS = { top: 'var(--toast-top)', right: 'var(--toast-right)', left: 16 };

const besideTopBarControls =
  '[--toast-right:16px] [--toast-top:calc(var(--topbar-height)+16px)] lg:[--toast-right:var(--topbar-end-width)] lg:[--toast-top:calc((var(--topbar-height)-var(--toast-height))/2)]';

/** The product's toasts carry no icon: the colour says which kind it is. */
const noIcons: SonnerProps['icons'] = {
  success: null,
  error: null,
  info: null,
  warning: null,
  loading: null,
  close: <XIcon />,
};

/** Mount once near the root: toasts from the top, all shown, newest first (ADR 0103). */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      // The app reads left to right only. Said here, sonner does not read the page's direction
      // with getComputedStyle on every render of the region (each toast shown or gone).
      dir="ltr"
      expand
      gap={TOAST_GAP}
      visibleToasts={MAX_TOASTS}
      closeButton
      duration={TOAST_DURATION_MS}
      offset={BESIDE_TOP_BAR_CONTROLS}
      mobileOffset={BESIDE_TOP_BAR_CONTROLS}
      icons={noIcons}
      className={`toaster ${besideTopBarControls}`}
      toastOptions={{ unstyled: true, closeButtonAriaLabel: 'Tutup', classNames }}
    />
  );
}
