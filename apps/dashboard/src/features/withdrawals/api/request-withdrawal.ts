import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { serverMessage } from '@/lib/notify';
import { useSaveOptions } from '@/lib/use-save-options';

/**
 * POST /v1/partner_master/withdrawal. Success shows the server's message
 * (docs/product.md#messages) and refreshes the list and the balance it carries.
 */
export function useRequestWithdrawal() {
  return api.useMutation(
    'post',
    '/v1/partner_master/withdrawal',
    useSaveOptions(fieldRules.CreateWithdrawalRequest, serverMessage, listKeyOf('listWithdrawals')),
  );
}
