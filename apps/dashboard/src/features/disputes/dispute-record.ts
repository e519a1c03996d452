import { describeRecord, type RecordNotFound } from '@/lib/record/record-description';
import { disputeQueryOptions } from './api/get-dispute';
import { disputeChatQueryOptions } from './api/get-dispute-chat';
import { disputePaths } from './paths';

/** An unknown or malformed dispute id, on the detail and the chat alike. */
const DISPUTE_NOT_FOUND: RecordNotFound = {
  title: 'Sengketa tidak ditemukan',
  description: 'Sengketa ini tidak ada atau alamatnya salah. Pilih sengketa dari daftar.',
  listName: 'daftar sengketa',
};

/** `/dispute/:id`: one dispute with its evidence and decision. */
export const disputeRecord = describeRecord({
  queryOptions: disputeQueryOptions,
  listPath: disputePaths.list,
  notFound: DISPUTE_NOT_FOUND,
});

/** `/dispute/chat/:id`: one dispute's chat. */
export const disputeChatRecord = describeRecord({
  queryOptions: disputeChatQueryOptions,
  listPath: disputePaths.list,
  notFound: DISPUTE_NOT_FOUND,
});
