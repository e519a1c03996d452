import { fieldRules } from '@backoffice/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useSaveOptions } from '@/lib/form/use-save-options';
import { serverMessage } from '@/lib/notify';
import { partnerBankQueryOptions } from './get-partner-bank';

/** POST /v1/partner_master/updatebank. Success shows the server's message (docs/product.md#messages). */
export function useUpdatePartnerBank() {
  const queryClient = useQueryClient();
  return api.useMutation('post', '/v1/partner_master/updatebank', {
    ...useSaveOptions(fieldRules.UpdateBankAccountRequest, serverMessage),
    onSuccess: (answer) => {
      queryClient.setQueryData(partnerBankQueryOptions().queryKey, { data: answer.data });
    },
  });
}
