import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { useSaveOptions } from '@/lib/form/use-save-options';
import { listKeyOf } from '@/lib/list/list-query';
import { partnerRecord } from '../partner-record';

/**
 * PUT /v1/partner_master/update with the partner's `id` (multipart): an admin saving another
 * partner (docs/decisions/0051-partner-profile-and-referral-choices.md). The form shows an error
 * naming one of its fields (a taken e-mail: 409).
 */
export function useUpdatePartner(id: number) {
  return api.useMutation(
    'put',
    '/v1/partner_master/update',
    useSaveOptions(
      fieldRules.UpdatePartnerProfileRequest,
      'Partner berhasil diubah.',
      listKeyOf('listPartners'),
      partnerRecord.queryOptions(id).queryKey,
    ),
  );
}
