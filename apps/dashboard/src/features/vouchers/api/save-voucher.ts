import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useSaveOptions } from '@/lib/use-save-options';
import { voucherRecord } from '../voucher-record';

/** POST /v1/merchant/create_data (multipart). The form shows an error naming one of its fields. */
export function useCreateVoucher() {
  return api.useMutation(
    'post',
    '/v1/merchant/create_data',
    useSaveOptions(
      fieldRules.CreateVoucherRequest,
      'Voucher berhasil dibuat.',
      listKeyOf('listVouchers'),
    ),
  );
}

/** POST /v1/merchant/update_data?id= (multipart; the image is replaced only when a file is sent). */
export function useUpdateVoucher(id: number) {
  return api.useMutation(
    'post',
    '/v1/merchant/update_data',
    useSaveOptions(
      fieldRules.UpdateVoucherRequest,
      'Voucher berhasil diubah.',
      listKeyOf('listVouchers'),
      voucherRecord.queryOptions(id).queryKey,
    ),
  );
}
