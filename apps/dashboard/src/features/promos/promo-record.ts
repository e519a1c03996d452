import { api } from '@/lib/api';
import { describeRecord, goneRecord } from '@/lib/record/record-description';
import { promoPaths } from './paths';

/** `/promo/edit/:id`: one promo (an unknown or missing id is not found). */
export const promoRecord = describeRecord({
  queryOptions: (id: number) =>
    api.queryOptions('get', '/v1/promo/getdetailbyadmin/{id}', { params: { path: { id } } }),
  listPath: promoPaths.list,
  notFound: goneRecord('promo'),
});
