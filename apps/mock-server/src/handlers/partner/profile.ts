import { uploadRules } from '@backoffice/sdk';
import { remembered } from '../../db/lookup';
import {
  allOf,
  type KeptList,
  keptList,
  newestFirst,
  nextId,
  pageOfList,
  searchMatcher,
} from '../../db/paging';
import type { Account } from '../../db/seed/auth';
import { seedAvatar } from '../../db/seed/context';
import type { PartnerRow } from '../../db/seed/partner/types';
import { db } from '../../db/store';
import { nowIso } from '../../db/time';
import { route } from '../../http';
import { accountById, accountsById } from '../../pipeline/sessions';
import { changePassword, emailTaken, isAdmin, PASSWORD_CHANGED } from '../shared/accounts';
import { storeImage } from '../shared/image-upload';

const PHOTO = { name: 'photo', folder: 'profile' } as const;

import { fieldErrorBody } from '../../pipeline/errors';
import { isListedPartner, ownPartnerRow, partnerJoins, partnerWithId, toPartner } from './views';

const NOT_FOUND = 'Akun partner tidak ditemukan';

interface ListedPartner {
  readonly row: PartnerRow;
  readonly account: Account;
}

/**
 * The partners of the admin list (their account holds the partner role) with their accounts,
 * newest first, and how many are active: kept until a write.
 */
const partnersNewestFirst = remembered(
  () => [db.partners, db.accounts],
  (): KeptList<ListedPartner> => {
    const accounts = accountsById();
    return keptList(
      newestFirst(db.partners, (row) => row.created_at).flatMap((row) => {
        const account = accounts.get(row.account_id);
        return account === undefined || !isListedPartner(account) ? [] : [{ row, account }];
      }),
      ({ account }) => account.active,
    );
  },
);

/** A partner row with its account, or undefined when either is missing. */
function partnerById(id: number): { row: PartnerRow; account: Account } | undefined {
  const row = partnerWithId(id);
  const account = row === undefined ? undefined : accountById(row.account_id);
  return row === undefined || account === undefined ? undefined : { row, account };
}

/** Admin management of partner accounts and every admin's or partner's own profile. */
export const profileHandlers = [
  route.get('/v1/partner_master/getbyid', ({ user: account, origin, response }) => {
    const row = ownPartnerRow(account);
    return response(200).json({ data: { partner_master: toPartner(origin, row, account) } });
  }),

  route.get('/v1/partner_master/getbyid/{id}', ({ path: { id }, origin, response }) => {
    const found = partnerById(id);
    if (found === undefined) return response(404).json({ message: NOT_FOUND });
    return response(200).json({
      data: { partner_master: toPartner(origin, found.row, found.account) },
    });
  }),

  route.put('/v1/partner_master/update', async ({ body, user: caller, origin, response }) => {
    const own = ownPartnerRow(caller);
    const targetId = body.id ?? own.id;
    if (targetId !== own.id && !isAdmin(caller)) {
      return response(403).json(
        fieldErrorBody('body', 'id', 'Hanya admin yang boleh mengubah partner lain.'),
      );
    }
    const target = partnerById(targetId);
    if (target === undefined) return response(404).json({ message: NOT_FOUND });
    if (emailTaken(body.email, { accountId: target.account.id })) {
      return response(409).json(fieldErrorBody('body', 'email', 'Email sudah terdaftar.'));
    }
    let photo = target.account.photo;
    if (body.photo !== undefined) {
      const stored = await storeImage(
        body.photo,
        uploadRules.UpdatePartnerProfileRequest.photo,
        PHOTO,
      );
      if (!stored.ok) return response(400).json(stored.error);
      photo = stored.name;
    }
    Object.assign(target.account, { name: body.name.trim(), email: body.email.trim(), photo });
    target.row.phone = body.phone;
    if (body.address !== undefined) target.row.address = body.address.trim() || null;
    target.row.updated_at = nowIso();
    return response(200).json({
      message: target.row.id === own.id ? 'Profil berhasil diubah.' : 'Partner berhasil diubah.',
      data: toPartner(origin, target.row, target.account),
    });
  }),

  route.put('/v1/partner_master/changepassword', ({ body, user: account, response }) => {
    const refused = changePassword(account, body);
    return refused === null ? response(200).json(PASSWORD_CHANGED) : response(400).json(refused);
  }),

  route.get('/v1/partner_master/getall', ({ query, origin, response }) => {
    const joins = partnerJoins();
    const page = pageOfList(
      partnersNewestFirst(),
      query,
      allOf(
        query.rowstatus === undefined
          ? null
          : ({ account }) => (account.active ? 1 : 0) === query.rowstatus,
        searchMatcher(query.search, ({ row, account }: ListedPartner) => [
          account.name,
          account.email,
          row.phone,
          ...joins.codes(row.id).map((code) => code.partner_code),
        ]),
      ),
    );
    return response(200).json({
      data: page.data.map(({ row, account }) => toPartner(origin, row, account, joins)),
      meta: page.meta,
    });
  }),

  route.post('/v1/partner_master/create', ({ body, origin, response }) => {
    if (emailTaken(body.email)) {
      return response(409).json(fieldErrorBody('body', 'email', 'Email sudah terdaftar.'));
    }
    const now = nowIso();
    const name = body.name.trim();
    const accountId = nextId(db.accounts);
    const account: Account = {
      id: accountId,
      email: body.email.trim(),
      password: body.password,
      role: body.role ?? 'P',
      name,
      photo: seedAvatar(db.files, 'profile', name, accountId),
      active: true,
      created_at: now,
    };
    db.accounts.push(account);
    const row: PartnerRow = {
      id: nextId(db.partners),
      account_id: accountId,
      phone: body.phone,
      address: body.address?.trim() || null,
      bank: null,
      recruiter_id: null,
      created_at: now,
      updated_at: now,
    };
    db.partners.push(row);
    return response(201).json({
      message: 'Partner berhasil dibuat.',
      data: toPartner(origin, row, account),
    });
  }),
];
