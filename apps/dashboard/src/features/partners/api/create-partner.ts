import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { partnerListKey } from './partner-list-key';

/** POST /v1/partner_master/create (admin). The form shows an error naming one of its fields (a taken e-mail: 409). */
export function useCreatePartner() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/partner_master/create', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.CreatePartnerRequest),
      success: 'Partner berhasil dibuat.',
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerListKey() }),
  });
}
