import { api } from '@/lib/api';

/** GET /v1/adminpeppo/getdisputechat/{id}: the dispute's whole chat, oldest message first. */
export function disputeChatQueryOptions(id: number) {
  return api.queryOptions('get', '/v1/adminpeppo/getdisputechat/{id}', {
    params: { path: { id } },
  });
}
