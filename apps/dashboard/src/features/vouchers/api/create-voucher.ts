import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';

/** docs/product.md#messages, exact text. */
export const VOUCHER_CREATED_MESSAGE = 'Voucher berhasil dibuat.';

/** POST /v1/merchant/create_data (multipart). The form shows an error naming one of its fields. */
export function useCreateVoucher() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/merchant/create_data', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.CreateVoucherRequest),
      success: VOUCHER_CREATED_MESSAGE,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeyOf('listVouchers') }),
  });
}
