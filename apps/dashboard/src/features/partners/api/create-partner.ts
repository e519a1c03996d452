import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { partnerListKey } from './partner-list-key';

/** docs/product.md#messages, exact text. */
export const PARTNER_CREATED_MESSAGE = 'Partner berhasil dibuat.';

/** POST /v1/partner_master/create (admin). The form shows an error naming one of its fields (a taken e-mail: 409). */
export function useCreatePartner() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/partner_master/create', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.CreatePartnerRequest),
      success: PARTNER_CREATED_MESSAGE,
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerListKey() }),
  });
}
