import type { ReferralCode } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import type { RowChange } from '@/lib/row-cache';
import { useRowMutation } from '@/lib/use-row-mutation';
import { referralDashboardQueryOptions } from './get-referral-dashboard';

/**
 * PUT /v1/partner/activedeactive/{id}: sets the code's `rowstatus` (1 active, 0 not) to the value
 * sent; the contract's setReferralCodeStatus sets, it does not toggle. The switch and the bulk
 * actions send it; the answer holds the saved code.
 */
export async function putReferralCodeStatus(
  code: ReferralCode,
  active: boolean,
  signal?: AbortSignal,
) {
  const { data } = await apiClient.PUT('/v1/partner/activedeactive/{id}', {
    params: { path: { id: code.id } },
    body: { rowstatus: active ? 1 : 0 },
    signal: signal ?? null,
  });
  return data;
}

/** The row as the change shows it, at once: its switch and the bulk action's rows. */
export const referralCodeActiveChange = (active: boolean): RowChange<ReferralCode> => ({
  kind: 'update',
  apply: (code) => ({ ...code, rowstatus: active ? 1 : 0 }),
});

/**
 * The switch's change of one code: undoable (sent after its `Batalkan` wait), put back with the server's message if refused,
 * then the dashboard is refetched for the server's view (lib/use-row-mutation.ts).
 */
export function useSetReferralCodeStatus() {
  return useRowMutation<ReferralCode, boolean>({
    mode: 'undoable',
    lists: [referralDashboardQueryOptions().queryKey],
    send: (code, active) => putReferralCodeStatus(code, active),
    change: referralCodeActiveChange,
    success: 'Status Referral berhasil diubah.',
  });
}
