import type { User } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import type { RowChange } from '@/lib/row-cache';
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

/** The row as the change shows it, at once: its switch and the bulk action's rows. */
export const userActiveChange = (active: boolean): RowChange<User> => ({
  kind: 'update',
  apply: (user) => ({ ...user, active }),
});

/**
 * The row's switch. Undoable: it flips at once, is sent after its 5 s `Batalkan`, and flips back
 * with the server's message if the server refuses.
 */
export function useToggleUserActive() {
  return useRowMutation<User, boolean>({
    mode: 'undoable',
    lists: [listKeyOf('listUsers')],
    send: (user) => toggleUserActive(user),
    change: userActiveChange,
    success: 'User berhasil diubah.',
  });
}
