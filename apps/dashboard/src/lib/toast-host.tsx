import { Toaster, toast } from '@backoffice/ui';

export { toast };

/** The one toast region of the app (spec section 2: Close button, stacked 60px apart). */
export function ToastHost() {
  return <Toaster />;
}
