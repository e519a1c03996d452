import type { UpdateMerchantRequest } from '@backoffice/sdk';
import { fieldRules, uploadRules } from '@backoffice/sdk';
import { addRow, listPage, newestFirst, whereIs } from '../db/paging';
import { type MerchantRecord, merchantAccount } from '../db/seed/merchant';
import type { MerchantLocation } from '../db/seed/places';
import { db } from '../db/store';
import { nowIso } from '../db/time';
import { route } from '../http';
import { found, MESSAGES, refuse, refuseField } from '../pipeline/errors';
import { accountById, randomHex } from '../pipeline/sessions';
import { ownMerchant, toMerchant } from './merchant/view';
import { changePassword, emailTaken, isAdmin, openAccount, sameEmail } from './shared/accounts';
import { checkNotBlank, placeOf } from './shared/form';
import { storeImage } from './shared/image-upload';

/** The record's fields from a registration or update body, trimmed, at the location it names. */
function merchantFields(body: UpdateMerchantRequest, location: MerchantLocation) {
  return {
    name: body.name.trim(),
    owner: body.owner.trim(),
    email: body.email.trim(),
    phone: body.phone,
    address: body.address.trim(),
    ...location,
    description: body.description?.trim() || null,
  } satisfies Partial<MerchantRecord>;
}

const SAVED = 'Merchant berhasil diubah.';
const TEXT_FIELDS = ['name', 'owner', 'address'] as const;
/** Search over the fields the merchant lists name: business, owner, e-mail and city. */
const searchFields = (m: MerchantRecord) => [m.name, m.owner, m.email, m.city_name];

/** An id no merchant has: the screen says which record is missing, not just "data". */
const findMerchant = (id: number) =>
  found(
    db.merchants.find((m) => m.id === id),
    'Merchant tidak ditemukan.',
  );

/** Area "Merchant": registrations, their review, the merchant list and a merchant's own profile. */
export const merchantHandlers = [
  route.post('/v1/merchant/verify', ({ body, response }) => {
    const { email, token } = body;
    const merchant = db.merchants.find((m) => sameEmail(m.email, email));
    if (merchant === undefined || merchant.verify_token !== token) {
      refuseField('token', 'Kode verifikasi tidak valid atau sudah kedaluwarsa.');
    }
    merchant.email_verified = true;
    merchant.verify_token = null;
    return response(200).json({ message: 'Email merchant berhasil diverifikasi.' });
  }),

  route.get('/v1/merchant/getall', ({ query, origin, response }) => {
    const page = listPage(db.merchants, query, {
      newest: (m) => m.created_at,
      active: (m) => m.aktif,
      search: searchFields,
      keep: [(m) => m.status === 'accepted', whereIs(query.aktif, (m) => m.aktif)],
      as: (m) => toMerchant(origin, m),
    });
    return response(200).json(page);
  }),

  route.get('/v1/merchant/getallreject', ({ query, origin, response }) => {
    const { status } = query;
    // Pending first, as the review screen works through them; newest first within each status
    // (the sort is stable).
    const rows = newestFirst(db.merchants, (m) => m.created_at).sort(
      (a, b) => Number(a.status !== null) - Number(b.status !== null),
    );
    const page = listPage(rows, query, {
      active: (m) => m.aktif,
      search: searchFields,
      // Not accepted yet; `pending` is a registration not decided (`status` null).
      keep: [(m) => m.status !== 'accepted' && (!status || (m.status ?? 'pending') === status)],
      as: (m) => toMerchant(origin, m),
    });
    return response(200).json(page);
  }),

  route.get('/v1/merchant/getone', ({ query, user, origin, response }) => {
    const merchant = findMerchant(query.id);
    if (!isAdmin(user) && merchant.account_id !== user.id) refuse(403, MESSAGES.forbidden);
    return response(200).json({ data: toMerchant(origin, merchant) });
  }),

  route.get('/v1/merchant/profile', ({ user, origin, response }) => {
    const merchant = ownMerchant(user);
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
    if (merchant.status !== 'accepted') {
      refuse(
        400,
        `Merchant ${merchant.name} belum diterima: status aktif hanya bisa diubah untuk merchant yang diterima.`,
      );
    }
    merchant.aktif = status;
    const account = accountById(merchant.account_id);
    // An inactive merchant may not sign in, and its open sessions stop working with it.
    if (account !== undefined) account.active = status;
    return response(200).json({ message: SAVED, data: toMerchant(origin, merchant) });
  }),

  route.post('/v1/merchant/status', ({ query, body, origin, response }) => {
    const { status, reason } = body;
    const merchant = findMerchant(query.id);
    if (merchant.status === 'accepted') {
      refuse(
        400,
        `Merchant ${merchant.name} sudah diterima: status registrasi tidak bisa diubah lagi.`,
      );
    }
    if (status === 'accept') {
      if (emailTaken(merchant.email, { merchantId: merchant.id })) {
        refuse(
          400,
          `Email ${merchant.email} sudah dipakai akun lain: merchant tidak bisa diterima.`,
        );
      }
      merchant.status = 'accepted';
      merchant.aktif = true;
      merchant.reason = null;
      // Its account opens now (none has one before), with the password it registered with.
      merchant.account_id = openAccount(merchantAccount(merchant, merchant.password ?? '')).id;
      merchant.password = null;
    } else {
      merchant.status = 'rejected';
      merchant.aktif = false;
      merchant.reason = reason?.trim() || null;
    }
    return response(200).json({ message: SAVED, data: toMerchant(origin, merchant) });
  }),

  route.post('/v1/merchant/add', async ({ body, origin, response }) => {
    const labels = fieldRules.RegisterMerchantRequest;
    checkNotBlank(body, TEXT_FIELDS, labels);
    if (emailTaken(body.email)) refuseField('email', 'Email sudah terdaftar.', 409);
    const location = placeOf(body, labels);
    const rule = uploadRules.RegisterMerchantRequest.merchant_photo;
    const photo = await storeImage(body.merchant_photo, rule, 'merchant_photo', 'merchant');
    const merchant = addRow(db.merchants, {
      ...merchantFields(body, location),
      photo,
      email_verified: false,
      aktif: false,
      status: null,
      reason: null,
      created_at: nowIso(),
      account_id: null,
      password: body.password,
      verify_token: randomHex(8),
    });
    return response(201).json({
      message: 'Registrasi merchant berhasil. Silakan cek email untuk verifikasi.',
      data: toMerchant(origin, merchant),
    });
  }),

  route.post('/v1/merchant/update', async ({ query, body, user, origin, response }) => {
    const merchant = findMerchant(query.id);
    if (merchant.account_id !== user.id) refuse(403, MESSAGES.forbidden);
    checkNotBlank(body, TEXT_FIELDS, fieldRules.UpdateMerchantRequest);
    if (emailTaken(body.email, { merchantId: merchant.id, accountId: user.id })) {
      refuseField('email', 'Email sudah terdaftar.', 409);
    }
    const location = placeOf(body, fieldRules.UpdateMerchantRequest);
    if (body.merchant_photo !== undefined) {
      const rule = uploadRules.UpdateMerchantRequest.merchant_photo;
      merchant.photo = await storeImage(body.merchant_photo, rule, 'merchant_photo', 'merchant');
      user.photo = merchant.photo;
    }
    Object.assign(merchant, merchantFields(body, location));
    user.email = merchant.email;
    user.name = merchant.owner;
    return response(200).json({ message: SAVED, data: toMerchant(origin, merchant) });
  }),

  route.post('/v1/merchant/ubah_password', ({ body, user, response }) =>
    response(200).json(changePassword(user, body)),
  ),
];
