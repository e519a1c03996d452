import { api } from '@/lib/api';
import { describeRecord } from '@/lib/record/record-description';
import { partnerPaths } from './paths';

/** `/partner/edit/:id`: one partner account (docs/product.md#messages: the not-found title). */
export const partnerRecord = describeRecord({
  queryOptions: (id: number) =>
    api.queryOptions('get', '/v1/partner_master/getbyid/{id}', { params: { path: { id } } }),
  listPath: partnerPaths.list,
  notFound: {
    title: 'Akun partner tidak ditemukan',
    description: 'Partner ini tidak ada. Pilih partner dari daftar.',
    listName: 'daftar partner',
  },
});
