import { fieldRules } from '@backoffice/sdk';
import { api } from '@/lib/api';
import { useSaveOptions } from '@/lib/form/use-save-options';
import { listKeyOf } from '@/lib/list/list-query';

/** POST /v1/partner_master/create (admin). The form shows an error naming one of its fields (a taken e-mail: 409). */
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
