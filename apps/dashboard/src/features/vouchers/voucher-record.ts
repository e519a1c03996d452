import { describeRecord } from '@/lib/record/record-description';
import { voucherQueryOptions } from './api/get-voucher';
import { voucherPaths } from './paths';

/**
 * `/voucher/edit/:id`: one of the signed-in merchant's vouchers (deleted, another merchant's or
 * a wrong address is not found).
 */
export const voucherRecord = describeRecord({
  queryOptions: voucherQueryOptions,
  listPath: voucherPaths.list,
  notFound: {
    title: 'Voucher tidak ditemukan',
    description: 'Voucher ini tidak ada atau sudah dihapus. Pilih voucher dari daftar.',
    listName: 'daftar voucher',
  },
});
