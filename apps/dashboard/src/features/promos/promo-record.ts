import { describeRecord } from '@/lib/record/record-description';
import { promoQueryOptions } from './api/get-promo';
import { promoPaths } from './paths';

/** `/promo/edit/:id`: one promo (an unknown or missing id is not found). */
export const promoRecord = describeRecord({
  queryOptions: promoQueryOptions,
  listPath: promoPaths.list,
  notFound: {
    title: 'Promo tidak ditemukan',
    description: 'Promo ini tidak ada atau sudah dihapus. Pilih promo dari daftar.',
    listName: 'daftar promo',
  },
});
