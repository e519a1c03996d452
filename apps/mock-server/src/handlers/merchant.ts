import { uploadRules } from '@backoffice/sdk';
import { newestFirst, nextId, paginate, searchRows } from '../db/paging';
import type { Account } from '../db/seed/auth';
import type { MerchantRecord } from '../db/seed/merchant';
import { db } from '../db/store';
import { nowIso } from '../db/time';
import { route } from '../http';
import { fieldErrorBody, MESSAGES } from '../pipeline/errors';
import { accountById, baseRoles, randomHex } from '../pipeline/sessions';
import { blankField, locationOf, merchantFields } from './merchant/form';
import { merchantOf, merchantSearchFields, pendingFirst, toMerchant } from './merchant/view';
import { changePassword, emailTaken, PASSWORD_CHANGED } from './shared/accounts';
import { storeImage } from './shared/image-upload';

const PHOTO = { name: 'merchant_photo', folder: 'merchant' } as const;
const SAVED = 'Merchant berhasil diubah.';
/** An id no merchant has: the screen says which record is missing, not just "data". */
const NOT_FOUND = 'Merchant tidak ditemukan.';
const TEXT_FIELDS = ['name', 'owner', 'address'] as const;

function findMerchant(id: number): MerchantRecord | undefined {
  return db.merchants.find((m) => m.id === id);
}

/** Gives an accepted merchant its sign-in account, with the password chosen at registration. */
function openAccount(merchant: MerchantRecord): void {
  const existing = accountById(merchant.account_id);
  if (existing !== undefined) {
    existing.active = merchant.aktif;
    return;
  }
  const account: Account = {
    id: nextId(db.accounts),
    email: merchant.email,
    password: merchant.password ?? '',
    role: 'M',
    name: merchant.owner,
    photo: merchant.photo,
    active: merchant.aktif,
    created_at: nowIso(),
  };
  db.accounts.push(account);
  merchant.account_id = account.id;
  merchant.password = null;
}

/** Area "Merchant": registrations, their review, the merchant list and a merchant's own profile. */
export const merchantHandlers = [
  route.post('/v1/merchant/verify', ({ body, response }) => {
    const { email, token } = body;
    const wanted = email.trim().toLowerCase();
    const merchant = db.merchants.find((m) => m.email.toLowerCase() === wanted);
    if (
      merchant === undefined ||
      merchant.verify_token === null ||
      merchant.verify_token !== token
    ) {
      return response(400).json(
        fieldErrorBody('body', 'token', 'Kode verifikasi tidak valid atau sudah kedaluwarsa.'),
      );
    }
    merchant.email_verified = true;
    merchant.verify_token = null;
    return response(200).json({ message: 'Email merchant berhasil diverifikasi.' });
  }),

  route.get('/v1/merchant/getall', ({ query, origin, response }) => {
    const accepted = db.merchants.filter(
      (m) => m.status === 'accepted' && (query.aktif === undefined || m.aktif === query.aktif),
    );
    const rows = newestFirst(
      searchRows(accepted, query.search, merchantSearchFields),
      (m) => m.created_at,
    );
    const { data, meta } = paginate(rows, query, (m) => m.aktif);
    return response(200).json({ data: data.map((m) => toMerchant(origin, m)), meta });
  }),

  route.get('/v1/merchant/getallreject', ({ query, origin, response }) => {
    const open = db.merchants.filter((m) =>
      query.status === 'pending'
        ? m.status === null
        : query.status === 'rejected'
          ? m.status === 'rejected'
          : m.status !== 'accepted',
    );
    // Pending first, as the review screen works through them; newest first within each status.
    const rows = pendingFirst(
      newestFirst(searchRows(open, query.search, merchantSearchFields), (m) => m.created_at),
    );
    const { data, meta } = paginate(rows, query, (m) => m.aktif);
    return response(200).json({ data: data.map((m) => toMerchant(origin, m)), meta });
  }),

  route.get('/v1/merchant/getone', ({ query, user, origin, response }) => {
    const { id } = query;
    const account = user;
    const merchant = findMerchant(id);
    if (merchant === undefined) return response(404).json({ message: NOT_FOUND });
    if (!baseRoles(account).includes('A') && merchant.account_id !== account.id) {
      return response(403).json({ message: MESSAGES.forbidden });
    }
    return response(200).json({ data: toMerchant(origin, merchant) });
  }),

  route.get('/v1/merchant/profile', ({ user, origin, response }) => {
    const merchant = merchantOf(user);
    if (merchant === undefined) return response(403).json({ message: MESSAGES.forbidden });
    const { merchant_photo } = toMerchant(origin, merchant);
    return response(200).json({
      data: {
        id: merchant.id,
        message: merchant.aktif
          ? `Selamat datang, ${merchant.name}.`
          : 'Akun merchant kamu sedang nonaktif. Hubungi admin.',
        merchant_photo,
        name: merchant.name,
        email: merchant.email,
        aktif: merchant.aktif,
      },
    });
  }),

  route.get('/v1/merchant/aktif_status', ({ query, origin, response }) => {
    const { id, status } = query;
    const merchant = findMerchant(id);
    if (merchant === undefined) return response(404).json({ message: NOT_FOUND });
    if (merchant.status !== 'accepted') {
      return response(400).json({
        message: `Merchant ${merchant.name} belum diterima: status aktif hanya bisa diubah untuk merchant yang diterima.`,
      });
    }
    merchant.aktif = status;
    const account = accountById(merchant.account_id);
    // An inactive merchant may not sign in, and its open sessions stop working with it.
    if (account !== undefined) account.active = status;
    return response(200).json({ message: SAVED, data: toMerchant(origin, merchant) });
  }),

  route.post('/v1/merchant/status', ({ query, body, origin, response }) => {
    const { id } = query;
    const { status, reason } = body;
    const merchant = findMerchant(id);
    if (merchant === undefined) return response(404).json({ message: NOT_FOUND });
    if (merchant.status === 'accepted') {
      return response(400).json({
        message: `Merchant ${merchant.name} sudah diterima: status registrasi tidak bisa diubah lagi.`,
      });
    }
    if (status === 'accept') {
      if (merchant.account_id === null && emailTaken(merchant.email, { merchantId: merchant.id })) {
        return response(400).json({
          message: `Email ${merchant.email} sudah dipakai akun lain: merchant tidak bisa diterima.`,
        });
      }
      merchant.status = 'accepted';
      merchant.aktif = true;
      merchant.reason = null;
      openAccount(merchant);
    } else {
      merchant.status = 'rejected';
      merchant.aktif = false;
      merchant.reason = reason?.trim() || null;
    }
    return response(200).json({ message: SAVED, data: toMerchant(origin, merchant) });
  }),

  route.post('/v1/merchant/add', async ({ body, origin, label, response }) => {
    const blank = blankField(body, TEXT_FIELDS, label);
    if (blank !== null) return response(400).json(blank);
    if (emailTaken(body.email))
      return response(409).json(fieldErrorBody('body', 'email', 'Email sudah terdaftar.'));
    const place = locationOf(body, label);
    if (!place.ok) return response(400).json(place.error);
    const photo = await storeImage(
      body.merchant_photo,
      uploadRules.RegisterMerchantRequest.merchant_photo,
      PHOTO,
    );
    if (!photo.ok) return response(400).json(photo.error);
    const merchant: MerchantRecord = {
      id: nextId(db.merchants),
      ...merchantFields(body, place.location),
      photo: photo.name,
      email_verified: false,
      aktif: false,
      status: null,
      reason: null,
      created_at: nowIso(),
      account_id: null,
      password: body.password,
      verify_token: randomHex(8),
    };
    db.merchants.push(merchant);
    return response(201).json({
      message: 'Registrasi merchant berhasil. Silakan cek email untuk verifikasi.',
      data: toMerchant(origin, merchant),
    });
  }),

  route.post('/v1/merchant/update', async ({ query, body, user, origin, label, response }) => {
    const { id } = query;
    const account = user;
    const merchant = findMerchant(id);
    if (merchant === undefined) return response(404).json({ message: NOT_FOUND });
    if (merchant.account_id !== account.id)
      return response(403).json({ message: MESSAGES.forbidden });
    const blank = blankField(body, TEXT_FIELDS, label);
    if (blank !== null) return response(400).json(blank);
    if (emailTaken(body.email, { merchantId: merchant.id, accountId: account.id })) {
      return response(409).json(fieldErrorBody('body', 'email', 'Email sudah terdaftar.'));
    }
    const place = locationOf(body, label);
    if (!place.ok) return response(400).json(place.error);
    if (body.merchant_photo !== undefined) {
      const photo = await storeImage(
        body.merchant_photo,
        uploadRules.UpdateMerchantRequest.merchant_photo,
        PHOTO,
      );
      if (!photo.ok) return response(400).json(photo.error);
      merchant.photo = photo.name;
      account.photo = photo.name;
    }
    Object.assign(merchant, merchantFields(body, place.location));
    account.email = merchant.email;
    account.name = merchant.owner;
    return response(200).json({ message: SAVED, data: toMerchant(origin, merchant) });
  }),

  route.post('/v1/merchant/ubah_password', ({ body, user: account, response }) => {
    const refused = changePassword(account, body);
    return refused === null ? response(200).json(PASSWORD_CHANGED) : response(400).json(refused);
  }),
];
