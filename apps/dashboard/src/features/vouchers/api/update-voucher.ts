import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { voucherQueryOptions } from './get-voucher';

/**
 * POST /v1/merchant/update_data?id= (multipart; the image is replaced only when a file is sent).
 * The form shows an error naming one of its fields.
 */
export function useUpdateVoucher(id: number) {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/merchant/update_data', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.UpdateVoucherRequest),
      success: 'Voucher berhasil diubah.',
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listKeyOf('listVouchers') }),
        queryClient.invalidateQueries({ queryKey: voucherQueryOptions(id).queryKey }),
      ]),
  });
}
