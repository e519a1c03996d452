import { fileUrl } from '../db/uploads';
import { route } from '../http';
import { refuse } from '../pipeline/errors';
import { issueToken } from '../pipeline/sessions';
import { accountByEmail } from './shared/accounts';

/** Area "Auth": signing in. Sessions live in `db.sessions` until the store is reset. */
export const authHandlers = [
  route.post('/v1/partner_master/login', ({ body, origin, response }) => {
    const { email, password } = body;
    const account = accountByEmail(email);
    if (account === undefined || account.password !== password) {
      refuse(401, 'Email atau password salah.');
    }
    if (!account.active) refuse(403, 'Akun kamu tidak aktif. Hubungi admin.');
    return response(200).json({
      data: {
        token: issueToken(account),
        role: account.role,
        photo: fileUrl(origin, account.photo),
      },
    });
  }),
];
