import { fieldRules, uploadRules } from '@backoffice/sdk';
import { addRow, listPage, whereIs } from '../db/paging';
import type { Account } from '../db/seed/auth';
import { kreatorBank, NO_BANK, VERIFY_TTL_MS } from '../db/seed/kreator';
import { availableBalance } from '../db/seed/kreator/ledger';
import { db } from '../db/store';
import { jakartaIso, mockNow, nowIso } from '../db/time';
import { route } from '../http';
import { found, MESSAGES, refuse, refuseField } from '../pipeline/errors';
import { randomHex } from '../pipeline/sessions';
import { kreatorOf, toKreator, toWithdrawal } from './kreator/views';
import { changePassword, emailTaken, isAdmin, openAccount } from './shared/accounts';
import { bankAccountOf, checkNotBlank } from './shared/form';
import { replaceImage } from './shared/image-upload';
import { checkBalance, NO_BANK_ACCOUNT } from './shared/limits';

/** The caller's creator profile; a 404 for an account that has none. */
const ownKreator = (account: Account) =>
  found(kreatorOf(account), 'Akun ini belum terdaftar sebagai kreator.');

const INVALID_TOKEN = 'Kode verifikasi tidak valid atau sudah kedaluwarsa.';

/** The withdrawals and sales a caller sees: an admin every creator's, a creator their own. */
function ownedBy(account: Account): (kreatorId: number) => boolean {
  if (isAdmin(account)) return () => true;
  const kreator = kreatorOf(account);
  return (id) => id === kreator?.id;
}

/**
 * Area "Kreator": creator accounts (an admin creates them; they verify their email and sign in
 * with a partner account), their own profile, bank account, sales and withdrawals.
 */
export const kreatorHandlers = [
  route.get('/v1/kreator/withdrawal/data', ({ query, user, response }) => {
    const owns = ownedBy(user);
    const page = listPage(db.kreatorWithdrawals, query, {
      newest: (w) => w.created_at,
      active: (w) => w.status === 'pending',
      keep: [(w) => owns(w.kreator_id), whereIs(query.status, (w) => w.status)],
      as: toWithdrawal,
    });
    return response(200).json(page);
  }),

  route.post('/v1/kreator/withdrawal/action', ({ body, user: account, response }) => {
    if (body.action === 'request') {
      const kreator = ownKreator(account);
      const bank = kreatorBank(kreator) ?? refuse(400, NO_BANK_ACCOUNT);
      checkBalance(body.amount, availableBalance(db, kreator.id));
      const withdrawal = addRow(db.kreatorWithdrawals, {
        kreator_id: kreator.id,
        amount: body.amount,
        ...bank,
        status: 'pending' as const,
        note: null,
        created_at: nowIso(),
        processed_at: null,
      });
      return response(200).json({
        message: 'Penarikan dana berhasil diajukan.',
        data: toWithdrawal(withdrawal),
      });
    }
    if (!isAdmin(account)) refuse(403, MESSAGES.forbidden);
    const withdrawal = found(db.kreatorWithdrawals.find((w) => w.id === body.id));
    if (withdrawal.status !== 'pending') refuseField('id', 'Penarikan ini sudah diproses.');
    const approve = body.action === 'approve';
    Object.assign(withdrawal, {
      status: approve ? 'approved' : 'rejected',
      note: body.note?.trim() || null,
      processed_at: nowIso(),
    });
    return response(200).json({
      message: approve ? 'Penarikan dana disetujui.' : 'Penarikan dana ditolak.',
      data: toWithdrawal(withdrawal),
    });
  }),

  route.get('/v1/kreator/transaction/data', ({ query, user, response }) => {
    const owns = ownedBy(user);
    const events = new Map(db.events.map((e) => [e.id, e]));
    const rows = db.kreatorTransactions.flatMap((sale) => {
      const event = events.get(sale.event_id);
      return event && owns(event.kreator_id) ? [{ ...sale, event_title: event.title }] : [];
    });
    const page = listPage(rows, query, {
      newest: (t) => t.created_at,
      active: (t) => t.status === 'paid',
      search: (t) => [t.invoice, t.event_title, t.buyer_name],
    });
    return response(200).json(page);
  }),

  route.post('/v1/kreator/verify', ({ body, response }) => {
    const { token } = body;
    const kreator =
      db.kreators.find((k) => k.verify_token === token.trim()) ??
      refuseField('token', INVALID_TOKEN);
    if (kreator.verified) refuseField('token', 'Kode verifikasi sudah dipakai.');
    if (Date.parse(kreator.verify_expires_at) < mockNow()) refuseField('token', INVALID_TOKEN);
    kreator.verified = true;
    return response(200).json({ message: 'Akun kreator berhasil diverifikasi.' });
  }),

  route.post('/v1/kreator/add', ({ body, origin, response }) => {
    const { email, password, phone } = body;
    if (emailTaken(email)) refuseField('email', 'Email sudah terdaftar.', 409);
    const now = nowIso();
    const name = body.name.trim();
    // Creators sign in with a partner account (the contract's choice), so one is opened for them.
    const account = openAccount({ email, password, role: 'P', name, created_at: now });
    const kreator = addRow(db.kreators, {
      name,
      email,
      phone,
      photo: null,
      background: null,
      ...NO_BANK,
      verified: false,
      active: true,
      account_id: account.id,
      verify_token: randomHex(16),
      verify_expires_at: jakartaIso(mockNow() + VERIFY_TTL_MS),
      created_at: now,
    });
    return response(201).json({
      message: 'Kreator berhasil dibuat.',
      data: toKreator(origin, kreator),
    });
  }),

  route.get('/v1/kreator/detail', ({ user, origin, response }) =>
    response(200).json({ data: toKreator(origin, ownKreator(user)) }),
  ),

  route.get('/v1/kreator/admin/all/creators', ({ query, origin, response }) => {
    const page = listPage(db.kreators, query, {
      newest: (k) => k.created_at,
      active: (k) => k.active,
      search: (k) => [k.name, k.email, k.phone],
      as: (k) => toKreator(origin, k),
    });
    return response(200).json(page);
  }),

  route.put('/v1/kreator/update/profile', async ({ body, user, origin, response }) => {
    const kreator = ownKreator(user);
    const { photo, name, phone } = body;
    checkNotBlank(body, ['name'], fieldRules.KreatorProfileRequest);
    const rule = uploadRules.KreatorProfileRequest.photo;
    await replaceImage(kreator, 'photo', photo, rule, 'kreators');
    Object.assign(kreator, { name: name.trim(), phone });
    return response(200).json({
      message: 'Profil berhasil diubah.',
      data: toKreator(origin, kreator),
    });
  }),

  route.put('/v1/kreator/update/password', ({ body, user, response }) => {
    ownKreator(user);
    // The creator signs in with this account, so its password is the creator's password.
    return response(200).json(changePassword(user, body));
  }),

  route.put('/v1/kreator/update/bank', ({ body, user, origin, response }) => {
    const kreator = ownKreator(user);
    Object.assign(kreator, bankAccountOf(body, fieldRules.KreatorBankRequest));
    return response(200).json({
      message: 'Rekening bank berhasil disimpan.',
      data: toKreator(origin, kreator),
    });
  }),

  route.put('/v1/kreator/update/background', async ({ body, user, origin, response }) => {
    const kreator = ownKreator(user);
    const rule = uploadRules.KreatorBackgroundRequest.background;
    await replaceImage(kreator, 'background', body.background, rule, 'kreators');
    return response(200).json({
      message: 'Background berhasil diubah.',
      data: toKreator(origin, kreator),
    });
  }),
];
