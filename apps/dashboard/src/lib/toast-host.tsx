import { Toaster, toast } from '@backoffice/ui';
import { createPortal } from 'react-dom';

// Only ./notify and the app's toast region import this module, and only with import(): it is the
// chunk that carries the toaster, which no page needs before it has something to say.
export { toast };

/**
 * The one toast region of the app: a Close button, toasts stacked 60px apart (docs/product.md#messages).
 * Mounted straight under <body>, beside the app: the first toast of a visit may come while a
 * dialog is open, and a modal dialog hides the app from assistive tech (aria-hidden), so a region
 * mounted inside it then would never be announced.
 */
export function ToastHost() {
  return createPortal(<Toaster />, document.body);
}
