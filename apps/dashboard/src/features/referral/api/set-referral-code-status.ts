import type { ReferralCode, ReferralDashboardResponse } from '@backoffice/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api';
import { notify } from '@/lib/notify';
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

/**
 * The switch's change of one code. The saved row from the answer goes into the cache at once
 * (so the switch flips without waiting), then the dashboard is refetched for the server's view.
 * A failure toasts through the query client (no form shows it).
 */
export function useSetReferralCodeStatus() {
  const queryClient = useQueryClient();
  const { queryKey } = referralDashboardQueryOptions();
  return useMutation({
    // The inverse of the code's rowstatus as shown (docs/product.md#calls).
    mutationFn: (code: ReferralCode) => putReferralCodeStatus(code, code.rowstatus !== 1),
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
      notify.success('Status Referral berhasil diubah.');
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
