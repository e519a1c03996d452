import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notify } from '@/lib/notify';
import { referralDashboardQueryOptions } from './get-referral-dashboard';

/** The body fields the create dialog shows a server message under. */
export const CREATE_REFERRAL_FIELDS = ['partner_code'] as const;

/**
 * POST /v1/partner/create. The dialog shows an error about the code under the code field (a taken
 * code answers 409 naming `partner_code`); any other failure toasts.
 */
export function useCreateReferralCode() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/partner/create', {
    meta: { formShowsErrors: CREATE_REFERRAL_FIELDS },
    onSuccess: () => {
      notify.success('Code Referral berhasil dibuat.');
      return queryClient.invalidateQueries({ queryKey: referralDashboardQueryOptions().queryKey });
    },
  });
}
