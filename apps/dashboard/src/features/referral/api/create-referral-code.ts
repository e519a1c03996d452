import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { referralDashboardQueryOptions } from './get-referral-dashboard';

/**
 * POST /v1/partner/create. The dialog shows an error about the code under the code field (a taken
 * code answers 409 naming `partner_code`); any other failure toasts.
 */
export function useCreateReferralCode() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/partner/create', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.CreateReferralCodeRequest),
      success: 'Code Referral berhasil dibuat.',
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: referralDashboardQueryOptions().queryKey }),
  });
}
