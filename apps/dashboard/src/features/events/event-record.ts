import { describeRecord } from '@/lib/record/record-description';
import { eventQueryOptions } from './api/get-event';
import { eventPaths } from './paths';

/** `/event/detail/:id`: one event (deleted, a wrong address or no id is not found). */
export const eventRecord = describeRecord({
  queryOptions: eventQueryOptions,
  listPath: eventPaths.list,
  notFound: {
    title: 'Event tidak ditemukan',
    description: 'Event ini tidak ada atau sudah dihapus. Pilih event dari daftar.',
    listName: 'daftar event',
  },
});
