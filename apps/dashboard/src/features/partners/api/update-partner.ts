import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { partnerQueryOptions } from './get-partner';
import { partnerListKey } from './partner-list-key';

/**
 * PUT /v1/partner_master/update with the partner's `id` (multipart): an admin saving another
 * partner (docs/decisions/0051-partner-profile-and-referral-choices.md). The form shows an error
 * naming one of its fields (a taken e-mail: 409).
 */
export function useUpdatePartner(id: number) {
  const queryClient = useQueryClient();
  return api.useMutation('put', '/v1/partner_master/update', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.UpdatePartnerProfileRequest),
      success: 'Partner berhasil diubah.',
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerListKey() }),
        queryClient.invalidateQueries({ queryKey: partnerQueryOptions(id).queryKey }),
      ]),
  });
}
