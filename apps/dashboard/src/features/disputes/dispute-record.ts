import { api } from '@/lib/api';
import { describeRecord, type RecordNotFound } from '@/lib/record/record-description';
import { disputePaths } from './paths';

/** An unknown or malformed dispute id, on the detail and the chat alike. */
const DISPUTE_NOT_FOUND: RecordNotFound = {
  title: 'Sengketa tidak ditemukan',
  description: 'Sengketa ini tidak ada atau alamatnya salah. Pilih sengketa dari daftar.',
  listName: 'daftar sengketa',
};

/** `/dispute/:id`: one dispute with its evidence and decision. */
export const disputeRecord = describeRecord({
  queryOptions: (id: number) =>
    api.queryOptions('get', '/v1/adminpeppo/getdisputedetail/{id}', { params: { path: { id } } }),
  listPath: disputePaths.list,
  notFound: DISPUTE_NOT_FOUND,
});

/** `/dispute/chat/:id`: one dispute's chat. */
export const disputeChatRecord = describeRecord({
  // The whole chat, oldest message first.
  queryOptions: (id: number) =>
    api.queryOptions('get', '/v1/adminpeppo/getdisputechat/{id}', { params: { path: { id } } }),
  listPath: disputePaths.list,
  notFound: DISPUTE_NOT_FOUND,
});
