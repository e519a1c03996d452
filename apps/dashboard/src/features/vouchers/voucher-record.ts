import { api } from '@/lib/api';
import { describeRecord, goneRecord } from '@/lib/record/record-description';
import { voucherPaths } from './paths';

/**
 * `/voucher/edit/:id`: one of the signed-in merchant's vouchers (deleted, another merchant's or
 * a wrong address is not found).
 */
export const voucherRecord = describeRecord({
  // GET /v1/merchant/getone_data: 404 for a voucher of another merchant.
  queryOptions: (id: number) =>
    api.queryOptions('get', '/v1/merchant/getone_data', { params: { query: { id } } }),
  listPath: voucherPaths.list,
  notFound: goneRecord('voucher'),
});
