import type { ReferralCode, ReferralDashboardResponse } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { notify } from '@/lib/notify';
import { referralDashboardQueryOptions } from './get-referral-dashboard';

/** docs/product.md#messages, exact text. */
export const STATUS_SAVED_MESSAGE = 'Status Referral berhasil diubah.';

/** The new rowstatus is the inverse of the current one (docs/product.md#calls). */
export function invertRowstatus(rowstatus: ReferralCode['rowstatus']): ReferralCode['rowstatus'] {
  return rowstatus === 1 ? 0 : 1;
}

/**
 * PUT /v1/partner/activedeactive/{id}: sets the code's `rowstatus` to the value sent (the
 * contract's setReferralCodeStatus sets, it does not toggle). The switch and the bulk actions
 * send it; the answer holds the saved code.
 */
export async function putReferralCodeStatus(
  code: ReferralCode,
  rowstatus: ReferralCode['rowstatus'],
  signal?: AbortSignal,
) {
  const { data } = await apiClient.PUT('/v1/partner/activedeactive/{id}', {
    params: { path: { id: code.id } },
    body: { rowstatus },
    signal: signal ?? null,
  });
  return data;
}

/**
 * The switch's change of one code. The saved row from the answer goes into the cache at once
 * (so the switch flips without waiting), then the dashboard is refetched for the server's view.
 * A failure toasts through the query client (no form shows it).
 */
export function useSetReferralCodeStatus() {
  const queryClient = useQueryClient();
  const { queryKey } = referralDashboardQueryOptions();
  return useMutation({
    mutationFn: (code: ReferralCode) =>
      putReferralCodeStatus(code, invertRowstatus(code.rowstatus)),
    onSuccess: ({ data: saved }) => {
      queryClient.setQueryData<ReferralDashboardResponse>(queryKey, (current) =>
        current === undefined
          ? current
          : {
              data: {
                ...current.data,
                referrals: current.data.referrals.map((row) => (row.id === saved.id ? saved : row)),
              },
            },
      );
      notify.success(STATUS_SAVED_MESSAGE);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
