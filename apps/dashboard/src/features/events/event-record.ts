import { api } from '@/lib/api';
import { describeRecord, goneRecord } from '@/lib/record/record-description';
import { eventPaths } from './paths';

/** `/event/detail/:id`: one event (deleted, a wrong address or no id is not found). */
export const eventRecord = describeRecord({
  // GET /v1/kreator/event/detail: an admin reads any event.
  queryOptions: (id: number) =>
    api.queryOptions('get', '/v1/kreator/event/detail', { params: { query: { id } } }),
  listPath: eventPaths.list,
  notFound: goneRecord('event'),
});
