import { Toaster as Sonner, type ToasterProps as SonnerProps } from 'sonner';
// The stylesheet as a file: apps can then drop the copy sonner's JS injects (see the dashboard's
// build/sonner-css-plugin.ts).
import 'sonner/dist/styles.css';
import { cn } from '../lib/cn';
import { XIcon } from './icons';

export { toast } from 'sonner';

/** docs/product.md#constants: stacked toasts sit 60px apart. A one-line toast is 48px (`--toast-height`) + this gap. */
export const TOAST_GAP = 12;

const success = 'bg-success text-success-foreground border-success';

/** Toast surfaces from the theme; the untyped `toast()` is a success toast (docs/product.md#messages). */
const classNames = {
  toast:
    'group flex min-h-(--toast-height) w-(--width) items-center gap-3 rounded-lg border px-4 py-2.5 text-sm shadow-lg',
  content: 'flex min-w-0 flex-1 flex-col gap-0.5',
  title: 'font-medium leading-5',
  description: 'text-xs opacity-90',
  icon: 'flex size-4 shrink-0 items-center [&_svg]:size-4',
  closeButton:
    'order-last -me-1 flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-80 outline-none hover:bg-black/10 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current',
  default: success,
  success,
  error: 'bg-danger text-danger-foreground border-danger',
  info: 'bg-info text-info-foreground border-info',
  warning: 'bg-primary text-primary-foreground border-primary',
  loading: 'bg-popover text-popover-foreground',
  actionButton:
    'rounded-md bg-background/90 px-2 py-1 font-medium text-foreground text-xs hover:bg-background',
  cancelButton: 'rounded-md px-2 py-1 text-xs underline-offset-2 hover:underline',
};

export type ToasterProps = Omit<SonnerProps, 'position'> & {
  position?: 'top-right' | 'top-center';
};

/**
 * Mount once near the root. Toasts come from the top, every one visible (expanded) and each
 * 60px below the one before, with a close button labelled "Tutup".
 */
export function Toaster({
  position = 'top-right',
  toastOptions,
  className,
  ...props
}: ToasterProps) {
  return (
    <Sonner
      position={position}
      expand
      gap={TOAST_GAP}
      visibleToasts={5}
      closeButton
      duration={4000}
      offset={16}
      icons={{ close: <XIcon /> }}
      className={cn('toaster', className)}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: 'Tutup',
        ...toastOptions,
        classNames: { ...classNames, ...toastOptions?.classNames },
      }}
      {...props}
    />
  );
}
