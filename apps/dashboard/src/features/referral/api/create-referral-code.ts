import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { referralDashboardQueryOptions } from './get-referral-dashboard';

/** docs/product.md#messages, exact text. */
export const CODE_CREATED_MESSAGE = 'Code Referral berhasil dibuat.';

/**
 * POST /v1/partner/create. The dialog shows an error about the code under the code field (a taken
 * code answers 409 naming `partner_code`); any other failure toasts.
 */
export function useCreateReferralCode() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/partner/create', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.CreateReferralCodeRequest),
      success: CODE_CREATED_MESSAGE,
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: referralDashboardQueryOptions().queryKey }),
  });
}
