import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import type { QueryOf } from '@/lib/list/list-params';
import { saveFile } from '@/lib/save-file';

/**
 * GET /v1/merchant/export_redeem with the list's filters: saved under the server's file name
 * (`Reedem Voucher.xls`, the contract's x-filename). A read sent as a mutation (a click saves a
 * file): the API client tries it again like the screens' reads; a failure for good toasts through
 * the query client.
 */
export function useExportVoucherRedeems() {
  return useMutation({
    mutationFn: (query: Pick<QueryOf<'exportVoucherRedeems'>, 'search' | 'status'>) =>
      apiClient.download('/v1/merchant/export_redeem', { params: { query } }),
    meta: { success: 'Download Redeem berhasil.' },
    onSuccess: ({ blob, filename }) => {
      saveFile(blob, filename);
    },
  });
}
