import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { useSaveOptions } from '@/lib/form/use-save-options';
import { serverMessage } from '@/lib/notify';

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
