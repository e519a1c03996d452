import { fieldRules } from '@backoffice/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { merchantProfileQueryOptions } from '@/lib/merchant/merchant-profile-query';
import { serverMessage } from '@/lib/notify';
import { updateSessionPhoto } from '@/lib/session';

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
  return api.useMutation('post', '/v1/merchant/update', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.UpdateMerchantRequest),
      success: 'Profil berhasil diubah.',
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(merchantQueryOptions(id).queryKey, { data: answer.data });
      updateSessionPhoto(answer.data.merchant_photo);
      return queryClient.invalidateQueries({ queryKey: merchantProfileQueryOptions().queryKey });
    },
  });
}

/** POST /v1/merchant/ubah_password: success shows the server's message; errors land under fields. */
export function useChangeMerchantPassword() {
  return api.useMutation('post', '/v1/merchant/ubah_password', {
    meta: {
      formShowsErrors: Object.keys(fieldRules.ChangePasswordRequest),
      success: serverMessage,
    },
  });
}
