import { useLocation, useSearch } from 'wouter';
import { hrefWith, idParam, readParam } from '../url-state';

/** Marks a history entry the list pushed to show a detail, so closing it can go back. */
const OPENED_HERE = 'detailOpenedHere';

/**
 * One record shown over its list (a dialog), its id in the URL (`?detail=12`) beside the list's
 * own parameters: reload keeps it, Back closes it, a link to it can be shared. A malformed id
 * reads as none.
 */
export function useDetailParam() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const id = readParam(search, 'detail', idParam) ?? null;
  const hrefOf = (next: number | null) =>
    hrefWith(location, search, { detail: next === null ? undefined : String(next) });

  return {
    id,
    open: (next: number) => navigate(hrefOf(next), { state: { [OPENED_HERE]: true } }),
    /** Back to the list: the entry before when the list opened it, else the same entry without it. */
    close: () => {
      const state: unknown = window.history.state;
      const openedHere = typeof state === 'object' && state !== null && OPENED_HERE in state;
      if (openedHere) window.history.back();
      else navigate(hrefOf(null), { replace: true });
    },
  };
}
