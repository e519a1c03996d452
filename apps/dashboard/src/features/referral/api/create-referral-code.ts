import { toast } from '@backoffice/ui';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { referralDashboardQueryOptions } from './get-referral-dashboard';

/** Spec section 8, exact text. */
export const CODE_CREATED_MESSAGE = 'Code Referral berhasil dibuat.';

/**
 * POST /v1/partner/create. The dialog shows a failure next to the field it concerns (a taken code
 * answers 409 with the server's message), so no toast on error.
 */
export function useCreateReferralCode() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/partner/create', {
    meta: { errorToast: false },
    onSuccess: () => {
      toast(CODE_CREATED_MESSAGE);
      return queryClient.invalidateQueries({ queryKey: referralDashboardQueryOptions().queryKey });
    },
  });
}
