import { fieldRules } from '@backoffice/sdk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { serverMessage } from '@/lib/notify';
import { updateSessionPhoto } from '@/lib/session';
import { useSaveOptions } from '@/lib/use-save-options';

/** GET /v1/partner_master/getbyid: the signed-in admin's or partner's own record. */
export function ownProfileQueryOptions() {
  return api.queryOptions('get', '/v1/partner_master/getbyid');
}

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}

/**
 * PUT /v1/partner_master/update without an id (multipart): one's own record. The saved record
 * replaces the loaded one, and its photo becomes the session's, so the top bar shows it at once
 * and after a reload (the `uPhoto` cookie). The form shows an error naming one of its fields.
 */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return api.useMutation('put', '/v1/partner_master/update', {
    ...useSaveOptions(fieldRules.UpdatePartnerProfileRequest, 'Profil berhasil diubah.'),
    onSuccess: (answer) => {
      queryClient.setQueryData(ownProfileQueryOptions().queryKey, {
        data: { partner_master: answer.data },
      });
      if (answer.data.photo) updateSessionPhoto(answer.data.photo);
    },
  });
}

/**
 * PUT /v1/partner_master/changepassword: one's own password. Success shows the server's message
 * (docs/product.md#messages); a wrong old password or a confirmation that differs lands under
 * its field, as the server words it.
 */
export function useChangePassword() {
  return api.useMutation(
    'put',
    '/v1/partner_master/changepassword',
    useSaveOptions(fieldRules.ChangePasswordRequest, serverMessage),
  );
}
