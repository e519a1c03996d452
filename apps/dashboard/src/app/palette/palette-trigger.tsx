import { Button } from '@backoffice/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SearchIcon } from '@/lib/icons';

/**
 * The palette's code loads on first use (docs/palette.md, ADR 0104): this trigger is all the
 * signed-in shell carries, as small as it can be (every route of the shell pays for it). The
 * shell also fetches the palette ahead once idle (menu/use-preload-menu-pages.ts).
 */
export const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

/**
 * The top bar's search button, and the keys that open the palette anywhere in the shell:
 * Ctrl+K, ⌘K, and `/` when no field has the focus.
 */
export function PaletteTrigger() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (
        ((event.ctrlKey || event.metaKey) && event.key === 'k') ||
        (event.key === '/' &&
          !(event.target as Element).closest('input,textarea,select,[contenteditable]'))
      ) {
        event.preventDefault();
        setOpen(true);
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
        onClick={() => setOpen(true)}
      >
        <SearchIcon />
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
