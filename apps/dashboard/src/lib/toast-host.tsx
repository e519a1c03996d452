import { Toaster, toast } from '@backoffice/ui';

// Only ./notify and the app's toast region import this module, and only with import(): it is the
// chunk that carries the toaster, which no page needs before it has something to say.
export { toast };

/** The one toast region of the app: a Close button, toasts stacked 60px apart (docs/product.md#messages). */
export function ToastHost() {
  return <Toaster />;
}
