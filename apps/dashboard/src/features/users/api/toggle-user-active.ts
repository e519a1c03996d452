import type { User } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { useRowMutation } from '@/lib/use-row-mutation';
import { USER_LISTS } from './list-users';

/** docs/product.md#messages, exact text. */
export const USER_SAVED_MESSAGE = 'User berhasil diubah.';

/**
 * GET /v1/admindata/setuseractive?id: inverts the user's active flag. Optimistic: the switch
 * flips at once and flips back with the server's message if it refuses.
 */
export function useToggleUserActive() {
  return useRowMutation<User, boolean>({
    mode: 'optimistic',
    lists: USER_LISTS,
    send: (user) =>
      apiClient.GET('/v1/admindata/setuseractive', { params: { query: { id: user.id } } }),
    change: (active) => ({ kind: 'update', apply: (user) => ({ ...user, active }) }),
    success: USER_SAVED_MESSAGE,
  });
}
