import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { serverMessage } from '@/lib/notify';

/**
 * POST /v1/partner_master/withdrawal. Success shows the server's message
 * (docs/product.md#messages) and refreshes the list and the balance it carries.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/partner_master/withdrawal', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.CreateWithdrawalRequest),
      success: serverMessage,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeyOf('listWithdrawals') }),
  });
}
