import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';

/**
 * POST /v1/merchant/add (multipart, no token). The form shows an error naming one of its fields
 * (an e-mail already registered answers 409 naming `email`); anything else toasts. Success has
 * no toast: the page turns into the notification of what happens next.
 */
export function useRegisterMerchant() {
  return api.useMutation('post', '/v1/merchant/add', {
    meta: { formShowsErrors: Object.keys(fieldRules.RegisterMerchantRequest) },
  });
}
