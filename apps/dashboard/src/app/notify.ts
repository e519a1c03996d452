import { lazyPage } from './lazy-page';
import { requestToastHost } from './toast-host-store';

/**
 * Toasts load on demand: sonner is a tenth of the /login budget (DESIGN §9) and no toast is
 * needed before something has happened. sonner replays toasts raised before its Toaster
 * subscribed, so nothing raised early is lost.
 */
const loadToasts = () => import('./toast-host');

/** A failed load reloads the page once a minute at most (a stale deploy), like the routes. */
export const LazyToastHost = lazyPage(loadToasts, 'ToastHost');

/** An error toast; `id` collapses repeats of the same message into one toast. */
export function notifyError(message: string, id?: string): void {
  requestToastHost();
  loadToasts().then(
    ({ toast }) => toast.error(message, id === undefined ? undefined : { id }),
    (error: unknown) => {
      // The toast chunk could not load (offline): nothing left to show the message with.
      console.error('Could not show the message', message, error);
    },
  );
}
