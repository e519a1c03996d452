import { uploadRules } from '@backoffice/sdk';
import { BANKS } from '../db/fixtures/banks';
import { newestFirst, nextId, paginate, searchRows } from '../db/paging';
import type { Account } from '../db/seed/auth';
import { seedAvatar } from '../db/seed/context';
import { type KreatorRecord, VERIFY_TTL_MS } from '../db/seed/kreator';
import { db } from '../db/store';
import { jakartaIso, mockNow, nowIso } from '../db/time';
import { forgetUpload } from '../db/uploads';
import { route } from '../http';
import { fieldErrorBody, MESSAGES } from '../pipeline/errors';
import { randomHex } from '../pipeline/sessions';
import { availableBalance } from './kreator/balance';
import { kreatorOf, toKreator, toTransaction, toWithdrawal } from './kreator/views';
import { changePassword, emailTaken, isAdmin, PASSWORD_CHANGED } from './shared/accounts';
import { storeImage } from './shared/image-upload';
import { NO_BANK_ACCOUNT, overBalance } from './shared/limits';

const PHOTO = { name: 'photo', folder: 'kreators' } as const;
const BACKGROUND = { name: 'background', folder: 'kreators' } as const;
const NO_PROFILE = { message: 'Akun ini belum terdaftar sebagai kreator.' } as const;

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
    const rows = db.kreatorWithdrawals.filter(
      (w) => owns(w.kreator_id) && (query.status === undefined || w.status === query.status),
    );
    const page = paginate(
      newestFirst(rows, (w) => w.created_at),
      query,
      (w) => w.status === 'pending',
    );
    return response(200).json({ data: page.data.map(toWithdrawal), meta: page.meta });
  }),

  route.post('/v1/kreator/withdrawal/action', ({ body, user: account, response }) => {
    if (body.action === 'request') {
      const kreator = kreatorOf(account);
      if (kreator === undefined) return response(404).json(NO_PROFILE);
      const { bank_code, bank_name, account_number, account_name } = kreator;
      if (bank_code === null || account_number === null || account_name === null) {
        return response(400).json(NO_BANK_ACCOUNT);
      }
      const over = overBalance(body.amount, availableBalance(kreator.id));
      if (over !== null) return response(400).json(over);
      const withdrawal = {
        id: nextId(db.kreatorWithdrawals),
        kreator_id: kreator.id,
        amount: body.amount,
        bank_code,
        bank_name: bank_name ?? bank_code,
        account_number,
        account_name,
        status: 'pending' as const,
        note: null,
        created_at: nowIso(),
        processed_at: null,
      };
      db.kreatorWithdrawals.push(withdrawal);
      return response(200).json({
        message: 'Penarikan dana berhasil diajukan.',
        data: toWithdrawal(withdrawal),
      });
    }
    if (!isAdmin(account)) return response(403).json({ message: MESSAGES.forbidden });
    const withdrawal = db.kreatorWithdrawals.find((w) => w.id === body.id);
    if (withdrawal === undefined) return response(404).json({ message: MESSAGES.notFound });
    if (withdrawal.status !== 'pending') {
      return response(400).json(fieldErrorBody('body', 'id', 'Penarikan ini sudah diproses.'));
    }
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
    const ownerOf = new Map(db.events.map((e) => [e.id, e.kreator_id]));
    const rows = db.kreatorTransactions
      .filter((sale) => {
        const owner = ownerOf.get(sale.event_id);
        return owner !== undefined && owns(owner);
      })
      .map(toTransaction);
    const found = searchRows(rows, query.search, (t) => [t.invoice, t.event_title, t.buyer_name]);
    const page = paginate(
      newestFirst(found, (t) => t.created_at),
      query,
      (t) => t.status === 'paid',
    );
    return response(200).json(page);
  }),

  route.post('/v1/kreator/verify', ({ body, response }) => {
    const { token } = body;
    const kreator = db.kreators.find((k) => k.verify_token === token.trim());
    if (kreator === undefined) {
      return response(400).json(
        fieldErrorBody('body', 'token', 'Kode verifikasi tidak valid atau sudah kedaluwarsa.'),
      );
    }
    if (kreator.verified) {
      return response(400).json(fieldErrorBody('body', 'token', 'Kode verifikasi sudah dipakai.'));
    }
    if (Date.parse(kreator.verify_expires_at) < mockNow()) {
      return response(400).json(
        fieldErrorBody('body', 'token', 'Kode verifikasi tidak valid atau sudah kedaluwarsa.'),
      );
    }
    kreator.verified = true;
    return response(200).json({ message: 'Akun kreator berhasil diverifikasi.' });
  }),

  route.post('/v1/kreator/add', ({ body, origin, response }) => {
    const form = body;
    if (emailTaken(form.email)) {
      return response(409).json(fieldErrorBody('body', 'email', 'Email sudah terdaftar.'));
    }
    const now = nowIso();
    const accountId = nextId(db.accounts);
    const name = form.name.trim();
    // Creators sign in with a partner account (the contract's choice), so one is opened for them.
    db.accounts.push({
      id: accountId,
      email: form.email,
      password: form.password,
      role: 'P',
      name,
      photo: seedAvatar(db.files, 'profile', name, accountId),
      active: true,
      created_at: now,
    });
    const kreator: KreatorRecord = {
      id: nextId(db.kreators),
      name,
      email: form.email,
      phone: form.phone,
      photo: null,
      background: null,
      bank_code: null,
      bank_name: null,
      account_number: null,
      account_name: null,
      verified: false,
      active: true,
      account_id: accountId,
      verify_token: randomHex(16),
      verify_expires_at: jakartaIso(mockNow() + VERIFY_TTL_MS),
      created_at: now,
    };
    db.kreators.push(kreator);
    return response(201).json({
      message: 'Kreator berhasil dibuat.',
      data: toKreator(origin, kreator),
    });
  }),

  route.get('/v1/kreator/detail', ({ user, origin, response }) => {
    const kreator = kreatorOf(user);
    if (kreator === undefined) return response(404).json(NO_PROFILE);
    return response(200).json({ data: toKreator(origin, kreator) });
  }),

  route.get('/v1/kreator/admin/all/creators', ({ query, origin, response }) => {
    const found = searchRows(db.kreators, query.search, (k) => [k.name, k.email, k.phone]);
    const page = paginate(
      newestFirst(found, (k) => k.created_at),
      query,
      (k) => k.active,
    );
    return response(200).json({
      data: page.data.map((k) => toKreator(origin, k)),
      meta: page.meta,
    });
  }),

  route.put('/v1/kreator/update/profile', async ({ body, user, origin, response }) => {
    const kreator = kreatorOf(user);
    if (kreator === undefined) return response(404).json(NO_PROFILE);
    const { photo, name, phone } = body;
    if (name.trim() === '')
      return response(400).json(fieldErrorBody('body', 'name', 'Nama wajib diisi.'));
    if (photo !== undefined) {
      const upload = await storeImage(photo, uploadRules.KreatorProfileRequest.photo, PHOTO);
      if (!upload.ok) return response(400).json(upload.error);
      forgetUpload(kreator.photo);
      kreator.photo = upload.name;
    }
    Object.assign(kreator, { name: name.trim(), phone });
    return response(200).json({
      message: 'Profil berhasil diubah.',
      data: toKreator(origin, kreator),
    });
  }),

  route.put('/v1/kreator/update/password', ({ body, user: account, response }) => {
    if (kreatorOf(account) === undefined) return response(404).json(NO_PROFILE);
    // The creator signs in with this account, so its password is the creator's password.
    const refused = changePassword(account, body);
    return refused === null ? response(200).json(PASSWORD_CHANGED) : response(400).json(refused);
  }),

  route.put('/v1/kreator/update/bank', ({ body, user, origin, response }) => {
    const kreator = kreatorOf(user);
    if (kreator === undefined) return response(404).json(NO_PROFILE);
    const form = body;
    const code = form.bank_code.trim().toLowerCase();
    const bank = BANKS.find((b) => b.code === code);
    if (bank === undefined) {
      return response(400).json(fieldErrorBody('body', 'bank_code', 'Bank tidak dikenal.'));
    }
    const holder = form.account_name.trim();
    if (holder === '') {
      return response(400).json(
        fieldErrorBody('body', 'account_name', 'Nama pemilik rekening wajib diisi.'),
      );
    }
    Object.assign(kreator, {
      bank_code: bank.code,
      bank_name: bank.name,
      account_number: form.account_number,
      account_name: holder,
    });
    return response(200).json({
      message: 'Rekening bank berhasil disimpan.',
      data: toKreator(origin, kreator),
    });
  }),

  route.put('/v1/kreator/update/background', async ({ body, user, origin, response }) => {
    const kreator = kreatorOf(user);
    if (kreator === undefined) return response(404).json(NO_PROFILE);
    const { background } = body;
    const upload = await storeImage(
      background,
      uploadRules.KreatorBackgroundRequest.background,
      BACKGROUND,
    );
    if (!upload.ok) return response(400).json(upload.error);
    forgetUpload(kreator.background);
    kreator.background = upload.name;
    return response(200).json({
      message: 'Background berhasil diubah.',
      data: toKreator(origin, kreator),
    });
  }),
];
