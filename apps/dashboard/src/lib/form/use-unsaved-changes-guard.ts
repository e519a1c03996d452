import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

type Pending = { kind: 'link'; href: string } | { kind: 'back' };

const GUARD_STATE = 'unsavedChangesGuard';

/** Puts the guard's entry, with the same URL, on top of the page's own. */
function arm(armed: { current: boolean }) {
  window.history.pushState({ ...window.history.state, [GUARD_STATE]: true }, '');
  armed.current = true;
}

function inAppHref(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const href = url.pathname + url.search + url.hash;
  const here = window.location.pathname + window.location.search + window.location.hash;
  return href === here ? null : href;
}

/**
 * Asks before a dirty form is left (docs/engineering.md#screen-kit): an in-app link and Back open
 * the dialog; reload and tab close get the browser's own question (`beforeunload`, whose text a
 * page cannot set). Back cannot be cancelled once it happens, so while the form is dirty one extra
 * history entry with the same URL sits on top: Back leaves that entry, the page stays, and the
 * dialog asks; "leave" then goes back for real, "stay" puts the entry back.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<Pending | null>(null);
  const released = useRef(false);
  const armed = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const guarding = dirty && !released.current;

  useEffect(() => {
    if (!guarding) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const href = inAppHref(event);
      if (href === null) return;
      // Captured on the document, before wouter's <Link> handler (React listens on its root).
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', href });
    };
    if (!armed.current) arm(armed);
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [guarding]);

  useEffect(() => {
    const onPopState = () => {
      if (!armed.current) return;
      // Back left the guard entry: the page is on its own entry again, same URL.
      armed.current = false;
      if (dirtyRef.current && !released.current) setPending({ kind: 'back' });
      else window.history.back();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // Leaving on purpose (or releasing): no question from here on.
  const stop = () => {
    released.current = true;
    setPending(null);
  };

  // Leaves on purpose (after a save, on Cancel): no question, and no guard entry left behind.
  const leave = (href: string) => {
    stop();
    // The guard entry is the current one: replace it, so Back from `href` reaches the form's page.
    navigate(href, { replace: armed.current });
    armed.current = false;
  };

  // Stops guarding where the page stays (a form that turns into its confirmation): the guard's
  // entry goes, so Back leaves at once. Resolves once the page is on its own entry again, where
  // what it keeps in the history state belongs.
  const release = (): Promise<void> => {
    stop();
    if (!armed.current) return Promise.resolve();
    armed.current = false;
    return new Promise((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
      window.history.back();
    });
  };

  const onStay = () => {
    if (pending?.kind === 'back' && !armed.current) arm(armed);
    setPending(null);
  };

  const onLeave = () => {
    if (pending?.kind === 'link') leave(pending.href);
    else if (pending?.kind === 'back') {
      stop();
      window.history.back();
    }
  };

  // The dialog is open while a leave waits for the user's answer.
  return { dialog: { open: pending !== null, onStay, onLeave }, leave, release };
}

export type UnsavedChangesGuard = ReturnType<typeof useUnsavedChangesGuard>;
