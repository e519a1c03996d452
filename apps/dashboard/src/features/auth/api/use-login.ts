import { navigate } from 'wouter/use-browser-location';
import { api } from '@/app/api';
import { safeRedirect } from '@/lib/safe-redirect';
import { writeSession } from '@/lib/session';

/**
 * POST /v1/partner_master/login. On success keeps the answer in the session cookies and goes to
 * the `?redirect=` page when it is a same-site path, else to `/`. The form shows the failure
 * itself, so no toast.
 */
export function useLogin(redirect: string | null) {
  return api.useMutation('post', '/v1/partner_master/login', {
    meta: { errorToast: false },
    onSuccess: ({ data }) => {
      writeSession({ token: data.token, role: data.role, photo: data.photo });
      navigate(safeRedirect(redirect), { replace: true });
    },
  });
}
