import type { User } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useRowMutation } from '@/lib/use-row-mutation';

/**
 * GET /v1/admindata/setuseractive?id: inverts the user's active flag (a toggle: it takes no
 * new value, so a caller must know which way the user stands before sending it).
 */
export function toggleUserActive(user: User, signal?: AbortSignal) {
  return apiClient.GET('/v1/admindata/setuseractive', {
    params: { query: { id: user.id } },
    signal,
  });
}

/**
 * The row's switch. Optimistic: it flips at once and flips back with the server's message if
 * the server refuses.
 */
export function useToggleUserActive() {
  return useRowMutation<User, boolean>({
    mode: 'optimistic',
    lists: [listKeyOf('listUsers')],
    send: (user) => toggleUserActive(user),
    change: (active) => ({ kind: 'update', apply: (user) => ({ ...user, active }) }),
    success: 'User berhasil diubah.',
  });
}
