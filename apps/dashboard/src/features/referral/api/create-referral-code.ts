import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { useSaveOptions } from '@/lib/use-save-options';
import { referralDashboardQueryOptions } from './get-referral-dashboard';

/**
 * POST /v1/partner/create. The dialog shows an error about the code under the code field (a taken
 * code answers 409 naming `partner_code`); any other failure toasts.
 */
export function useCreateReferralCode() {
  return api.useMutation(
    'post',
    '/v1/partner/create',
    useSaveOptions(
      fieldRules.CreateReferralCodeRequest,
      'Code Referral berhasil dibuat.',
      referralDashboardQueryOptions().queryKey,
    ),
  );
}
