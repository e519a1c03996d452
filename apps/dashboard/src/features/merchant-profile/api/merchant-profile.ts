import { fieldRules } from '@backoffice/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { merchantProfileQueryOptions } from '@/lib/merchant/merchant-profile-query';
import { serverMessage } from '@/lib/notify';
import { updateSessionPhoto } from '@/lib/session';
import { useSaveOptions } from '@/lib/use-save-options';

/** GET /v1/merchant/getone?id: the merchant's whole record, what the form edits. */
export function merchantQueryOptions(id: number) {
  return api.queryOptions('get', '/v1/merchant/getone', { params: { query: { id } } });
}

export function useMerchant(id: number) {
  return useQuery(merchantQueryOptions(id));
}

/**
 * POST /v1/merchant/update?id (multipart): the merchant's own record. The saved record replaces
 * the loaded one, and its photo becomes the session's (the top bar and the `uPhoto` cookie).
 */
export function useUpdateMerchant(id: number) {
  const queryClient = useQueryClient();
  const save = useSaveOptions(
    fieldRules.UpdateMerchantRequest,
    'Profil berhasil diubah.',
    merchantProfileQueryOptions().queryKey,
  );
  return api.useMutation('post', '/v1/merchant/update', {
    ...save,
    onSuccess: (answer) => {
      queryClient.setQueryData(merchantQueryOptions(id).queryKey, { data: answer.data });
      updateSessionPhoto(answer.data.merchant_photo);
      return save.onSuccess();
    },
  });
}

/** POST /v1/merchant/ubah_password: success shows the server's message; errors land under fields. */
export function useChangeMerchantPassword() {
  return api.useMutation(
    'post',
    '/v1/merchant/ubah_password',
    useSaveOptions(fieldRules.ChangePasswordRequest, serverMessage),
  );
}
