import type { User } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { useRowMutation } from '@/lib/use-row-mutation';
import { USER_LISTS } from './list-users';

/** docs/product.md#messages, exact text. */
export const USER_SAVED_MESSAGE = 'User berhasil diubah.';

/**
 * GET /v1/admindata/setuseractive?id: inverts the user's active flag (a toggle, not a value:
 * sent for a user already in the wanted state, it undoes it).
 */
export function toggleUserActive(user: User, signal?: AbortSignal) {
  return apiClient.GET('/v1/admindata/setuseractive', {
    params: { query: { id: user.id } },
    ...(signal ? { signal } : {}),
  });
}

/**
 * The row's switch: optimistic, it flips at once and flips back with the server's message if it
 * refuses.
 */
export function useToggleUserActive() {
  return useRowMutation<User, boolean>({
    mode: 'optimistic',
    lists: USER_LISTS,
    send: (user) => toggleUserActive(user),
    change: (active) => ({ kind: 'update', apply: (user) => ({ ...user, active }) }),
    success: USER_SAVED_MESSAGE,
  });
}
