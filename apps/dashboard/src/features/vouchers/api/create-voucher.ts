import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';

/** POST /v1/merchant/create_data (multipart). The form shows an error naming one of its fields. */
export function useCreateVoucher() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/merchant/create_data', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.CreateVoucherRequest),
      success: 'Voucher berhasil dibuat.',
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeyOf('listVouchers') }),
  });
}
