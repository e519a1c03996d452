import type { User } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import type { Activation } from '@/lib/list/row-action';

/**
 * A user's active flag: its switch and the list's bulk actions. GET /v1/admindata/setuseractive?id
 * inverts it (a toggle: it takes no new value, so a caller must know which way the user stands
 * before sending it).
 */
export const userActivation: Activation<User> = {
  lists: [listKeyOf('listUsers')],
  success: 'User berhasil diubah.',
  isActive: (user) => user.active,
  send: (user) =>
    apiClient.GET('/v1/admindata/setuseractive', { params: { query: { id: user.id } } }),
  apply: (user, active) => ({ ...user, active }),
};
