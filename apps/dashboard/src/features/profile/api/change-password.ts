import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { serverMessage } from '@/lib/notify';
import { useSaveOptions } from '@/lib/use-save-options';

/**
 * PUT /v1/partner_master/changepassword: one's own password. Success shows the server's message
 * (docs/product.md#messages); a wrong old password or a confirmation that differs lands under
 * its field, as the server words it.
 */
export function useChangePassword() {
  return api.useMutation(
    'put',
    '/v1/partner_master/changepassword',
    useSaveOptions(fieldRules.ChangePasswordRequest, serverMessage),
  );
}
