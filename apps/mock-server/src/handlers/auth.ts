import { fileUrl } from '../db/uploads';
import { route } from '../http';
import { issueToken } from '../pipeline/sessions';
import { accountByEmail } from './shared/accounts';

/** Area "Auth": signing in. Sessions live in `db.sessions` until the store is reset. */
export const authHandlers = [
  route.post('/v1/partner_master/login', ({ body, origin, response }) => {
    const { email, password } = body;
    const account = accountByEmail(email);
    if (account === undefined || account.password !== password) {
      return response(401).json({ message: 'Email atau password salah.' });
    }
    if (!account.active) {
      return response(403).json({ message: 'Akun kamu tidak aktif. Hubungi admin.' });
    }
    return response(200).json({
      data: {
        token: issueToken(account),
        role: account.role,
        photo: fileUrl(origin, account.photo),
      },
    });
  }),
];
