import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { useSaveOptions } from '@/lib/form/use-save-options';
import { listKeyOf } from '@/lib/list/list-query';

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
