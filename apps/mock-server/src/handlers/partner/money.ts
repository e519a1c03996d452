import { fieldRules } from '@backoffice/sdk';
import { addRow, listPage, whereIs } from '../../db/paging';
import { availableBalance } from '../../db/seed/partner/ledger';
import { db } from '../../db/store';
import { nowIso } from '../../db/time';
import { route } from '../../http';
import { refuse } from '../../pipeline/errors';
import { bankAccountOf } from '../shared/form';
import { checkBalance, NO_BANK_ACCOUNT } from '../shared/limits';
import { membersOf, ownPartnerRow, paymentsOf, toMember } from './views';

/** Members, their payments, the bank account and withdrawals of the signed-in partner. */
export const moneyHandlers = [
  route.get('/v1/partner_master/getallmember', ({ query, user, origin, response }) => {
    const page = listPage(membersOf(ownPartnerRow(user).id), query, {
      active: (m) => m.rowstatus === 1,
      search: (m) => [m.name, m.email, m.phone],
      as: (m) => toMember(origin, m),
    });
    return response(200).json(page);
  }),

  route.get('/v1/partner_master/getalltransaction', ({ query, user, response }) => {
    const page = listPage(paymentsOf(ownPartnerRow(user).id), query, {
      active: ({ tx }) => tx.status === 'completed',
      search: ({ tx, member }) => [member.name, tx.pekerjaan],
      keep: [whereIs(query.status, ({ tx }) => tx.status)],
    });
    const offset = (page.meta.page - 1) * (query.limit ?? 15);
    return response(200).json({
      data: page.data.map(({ tx: { member_id: _, ...tx }, member }, index) => ({
        ...tx,
        nama: member.name,
        no: offset + index + 1,
      })),
      meta: page.meta,
    });
  }),

  route.get('/v1/partner_master/getbank', ({ user, response }) =>
    response(200).json({ data: ownPartnerRow(user).bank }),
  ),

  route.post('/v1/partner_master/updatebank', ({ body, user, response }) => {
    const row = ownPartnerRow(user);
    const account = bankAccountOf(body, fieldRules.UpdateBankAccountRequest);
    row.bank = account;
    row.updated_at = nowIso();
    return response(200).json({ message: 'Rekening bank berhasil disimpan.', data: account });
  }),

  route.post('/v1/partner_master/withdrawal', ({ body, user, response }) => {
    const row = ownPartnerRow(user);
    if (row.bank === null) refuse(400, NO_BANK_ACCOUNT);
    // The minimum (Rp 10.000) is the schema's `amount.minimum`, checked before this handler.
    // The ceiling is the available balance: credited commission minus pending and approved
    // withdrawals (see availableBalance), not the commission still pending on open jobs.
    checkBalance(body.amount, availableBalance(db, row.id));
    const withdrawal = addRow(db.withdrawals, {
      partner_id: row.id,
      amount: body.amount,
      bank: { ...row.bank },
      status: 'pending',
      note: body.note?.trim() || null,
      requested_at: nowIso(),
      processed_at: null,
    });
    const { partner_id: _, ...data } = withdrawal;
    return response(201).json({ message: 'Permintaan penarikan berhasil dikirim.', data });
  }),

  route.get('/v1/partner_master/getwithdrawal', ({ query, user, response }) => {
    const row = ownPartnerRow(user);
    const page = listPage(db.withdrawals, query, {
      newest: (w) => w.requested_at,
      active: (w) => w.status === 'pending',
      keep: [(w) => w.partner_id === row.id, whereIs(query.status, (w) => w.status)],
      as: ({ partner_id: _, ...w }) => w,
    });
    return response(200).json({
      ...page,
      balance: Math.max(0, availableBalance(db, row.id)),
    });
  }),

  route.get('/v1/user/getallbankiris', ({ response }) => {
    const banks = [...db.banks].sort((a, b) => a.name.localeCompare(b.name, 'id'));
    return response(200).json({ data: banks });
  }),
];
