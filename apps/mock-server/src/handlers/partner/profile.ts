import { uploadRules } from '@backoffice/sdk';
import { addRow, listPage, whereIs } from '../../db/paging';
import { db } from '../../db/store';
import { nowIso } from '../../db/time';
import { route } from '../../http';
import { found, refuseField } from '../../pipeline/errors';
import { accountById } from '../../pipeline/sessions';
import { changePassword, emailTaken, isAdmin, openAccount } from '../shared/accounts';
import { storeImage } from '../shared/image-upload';
import {
  ownPartnerRow,
  partnerJoins,
  partnersNewestFirst,
  partnerWithId,
  toPartner,
} from './views';

/** A partner row with its account; a 404 when either is missing. */
function partnerById(id: number) {
  const row = partnerWithId(id);
  const account = accountById(row?.account_id ?? null);
  return found(row && account && { row, account }, 'Akun partner tidak ditemukan');
}

/** Admin management of partner accounts and every admin's or partner's own profile. */
export const profileHandlers = [
  route.get('/v1/partner_master/getbyid', ({ user: account, origin, response }) => {
    const row = ownPartnerRow(account);
    return response(200).json({ data: { partner_master: toPartner(origin, row, account) } });
  }),

  route.get('/v1/partner_master/getbyid/{id}', ({ path: { id }, origin, response }) => {
    const { row, account } = partnerById(id);
    return response(200).json({ data: { partner_master: toPartner(origin, row, account) } });
  }),

  route.put('/v1/partner_master/update', async ({ body, user: caller, origin, response }) => {
    const own = ownPartnerRow(caller);
    const targetId = body.id ?? own.id;
    if (targetId !== own.id && !isAdmin(caller)) {
      refuseField('id', 'Hanya admin yang boleh mengubah partner lain.', 403);
    }
    const target = partnerById(targetId);
    if (emailTaken(body.email, { accountId: target.account.id })) {
      refuseField('email', 'Email sudah terdaftar.', 409);
    }
    const rule = uploadRules.UpdatePartnerProfileRequest.photo;
    const photo =
      body.photo === undefined
        ? target.account.photo
        : await storeImage(body.photo, rule, 'photo', 'profile');
    Object.assign(target.account, { name: body.name.trim(), email: body.email.trim(), photo });
    target.row.phone = body.phone;
    if (body.address !== undefined) target.row.address = body.address.trim() || null;
    target.row.updated_at = nowIso();
    return response(200).json({
      message: target.row.id === own.id ? 'Profil berhasil diubah.' : 'Partner berhasil diubah.',
      data: toPartner(origin, target.row, target.account),
    });
  }),

  route.put('/v1/partner_master/changepassword', ({ body, user, response }) =>
    response(200).json(changePassword(user, body)),
  ),

  route.get('/v1/partner_master/getall', ({ query, origin, response }) => {
    const joins = partnerJoins();
    const { rows, active } = partnersNewestFirst();
    const page = listPage(rows, query, {
      active: ({ account }) => account.active,
      activeCount: active,
      search: ({ row, account }) => [
        account.name,
        account.email,
        row.phone,
        ...joins.codes(row.id).map((code) => code.partner_code),
      ],
      keep: [whereIs(query.rowstatus, ({ account }) => (account.active ? 1 : 0))],
      as: ({ row, account }) => toPartner(origin, row, account, joins),
    });
    return response(200).json(page);
  }),

  route.post('/v1/partner_master/create', ({ body, origin, response }) => {
    if (emailTaken(body.email)) refuseField('email', 'Email sudah terdaftar.', 409);
    const now = nowIso();
    const name = body.name.trim();
    const account = openAccount({
      email: body.email.trim(),
      password: body.password,
      role: body.role ?? 'P',
      name,
      created_at: now,
    });
    const row = addRow(db.partners, {
      account_id: account.id,
      phone: body.phone,
      address: body.address?.trim() || null,
      bank: null,
      recruiter_id: null,
      created_at: now,
      updated_at: now,
    });
    return response(201).json({
      message: 'Partner berhasil dibuat.',
      data: toPartner(origin, row, account),
    });
  }),
];
