import type { LoginRequest } from '@backoffice/sdk';
import { useRef, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { apiClient } from '@/lib/api-client';
import { pageFocusRequest } from '@/lib/page-focus';
import { isRole } from '@/lib/roles';
import { safeRedirect } from '@/lib/safe-redirect';
import { writeSession } from '@/lib/session';

/**
 * POST /v1/partner_master/login. On success keeps the answer in the session cookies and goes to
 * the `?redirect=` page when it is a same-site path, else to `/`; on failure answers the error
 * for the form to show, under a field it names or above the button (no toast, no retry).
 *
 * Plain state instead of React Query: /login is the one screen without the query layer, which
 * keeps it within its 100 KB budget (docs/engineering.md#budgets, ADR 0043).
 */
export function useLogin(redirect: string | null) {
  // `error`: what the last attempt failed with, for the form to place (lib/form-errors).
  const [state, setState] = useState({ pending: false, error: null as unknown });
  // `pending` only changes on the next render; the ref also stops a second send in the same tick.
  const sending = useRef(false);

  const login = async (body: LoginRequest) => {
    if (sending.current) return;
    sending.current = true;
    setState({ pending: true, error: null });
    try {
      // Sent once, as every form's submit: a wrong answer shows at once (the SDK would retry a
      // sign-in like a read).
      const { data } = await apiClient.POST('/v1/partner_master/login', { body, retry: false });
      const { token, role, photo } = data.data;
      // A session without a usable role or token would open an empty shell: a failure instead.
      if (!token || !isRole(role)) throw new Error('The login answer carries no token or role');
      writeSession({ token, role, photo, account: body.email });
      pageFocusRequest.asked = true;
      navigate(safeRedirect(redirect), { replace: true });
    } catch (error) {
      setState({ pending: false, error });
    } finally {
      sending.current = false;
    }
  };

  return { ...state, login };
}
