import { describeRecord } from '@/lib/record/record-description';
import { partnerQueryOptions } from './api/get-partner';
import { partnerPaths } from './paths';

/** `/partner/edit/:id`: one partner account (docs/product.md#messages: the not-found title). */
export const partnerRecord = describeRecord({
  queryOptions: partnerQueryOptions,
  listPath: partnerPaths.list,
  notFound: {
    title: 'Akun partner tidak ditemukan',
    description: 'Partner ini tidak ada. Pilih partner dari daftar.',
    listName: 'daftar partner',
  },
});
