import { api } from '@/lib/api';
import { describeRecord } from '@/lib/record/record-description';

/** `/project-expee?detail=:id`: one project with its brief, its client and its freelancer. */
export const projectRecord = describeRecord({
  queryOptions: (id: number) =>
    api.queryOptions('get', '/v1/admindata/fclients', { params: { query: { id } } }),
  listPath: '/project-expee',
  notFound: {
    title: 'Proyek tidak ditemukan',
    description: 'Proyek ini tidak ada atau sudah dihapus.',
    listName: 'daftar proyek',
  },
});
