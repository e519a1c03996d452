import { Button, preloadDialogs } from '@backoffice/ui';
import { useEffect, useState } from 'react';
import { SearchIcon } from '@/lib/icons';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The palette's code loads on first use (docs/palette.md, ADR 0104): this trigger is all the
 * signed-in shell carries, as small as it can be (every route of the shell pays for it). The
 * shell also fetches the palette ahead once idle (menu/use-preload-menu-pages.ts).
 */
export const LazyCommandPalette = lazyPage(() => import('./command-palette'), 'default');

/**
 * Settles once the palette's code and the dialog's are in (never rejects): the palette is shown
 * then, rendered at once. Shown before, it would suspend, and React 19 reveals what suspended no
 * sooner than 300 ms after its fallback, too late for a palette opened with a key.
 */
const loaded = () => Promise.all([LazyCommandPalette.preload(), preloadDialogs()]);

/**
 * The top bar's search button, and the keys that open the palette anywhere in the shell:
 * Ctrl+K, ⌘K, and `/` when no field has the focus.
 */
export function PaletteTrigger() {
  const [open, setOpen] = useState(false);
  const show = () => void loaded().then(() => setOpen(true));
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        ((event.ctrlKey || event.metaKey) && event.key === 'k') ||
        (event.key === '/' &&
          !(event.target as Element).closest('input,textarea,select,[contenteditable]'))
      ) {
        event.preventDefault();
        void loaded().then(() => setOpen(true));
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Cari"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
      >
        <SearchIcon />
      </Button>
      {open ? <LazyCommandPalette onClose={() => setOpen(false)} /> : null}
    </>
  );
}
