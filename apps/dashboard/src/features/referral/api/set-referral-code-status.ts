import type { ReferralCode } from '@backoffice/sdk';
import { apiClient } from '@/lib/api';
import type { Activation } from '@/lib/list/row-action';
import { referralDashboardQueryOptions } from './get-referral-dashboard';

/**
 * A code's `rowstatus` (1 active, 0 not): its switch and the list's bulk actions. PUT
 * /v1/partner/activedeactive/{id} sets the value sent (setReferralCodeStatus does not toggle).
 */
export const referralCodeActivation: Activation<ReferralCode> = {
  lists: [referralDashboardQueryOptions().queryKey],
  success: 'Status Referral berhasil diubah.',
  isActive: (code) => code.rowstatus === 1,
  send: (code, active) =>
    apiClient.PUT('/v1/partner/activedeactive/{id}', {
      params: { path: { id: code.id } },
      body: { rowstatus: active ? 1 : 0 },
    }),
  apply: (code, active) => ({ ...code, rowstatus: active ? 1 : 0 }),
};
