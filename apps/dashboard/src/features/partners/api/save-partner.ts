import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { listKeyOf } from '@/lib/list/list-query';
import { useSaveOptions } from '@/lib/use-save-options';
import { partnerRecord } from '../partner-record';

/** POST /v1/partner_master/create (admin). A taken e-mail (409) shows under its field. */
export function useCreatePartner() {
  return api.useMutation(
    'post',
    '/v1/partner_master/create',
    useSaveOptions(
      fieldRules.CreatePartnerRequest,
      'Partner berhasil dibuat.',
      listKeyOf('listPartners'),
    ),
  );
}

/**
 * PUT /v1/partner_master/update with the partner's `id` (multipart): an admin saving another
 * partner (docs/decisions/0051-partner-profile-and-referral-choices.md). A taken e-mail (409)
 * shows under its field.
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
