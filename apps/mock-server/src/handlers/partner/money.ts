import type { BankAccount } from '@backoffice/sdk';
import { allOf, newestFirst, nextId, paginate, searchMatcher } from '../../db/paging';
import { availableBalance } from '../../db/seed/partner/ledger';
import type { MemberRow, WithdrawalRow } from '../../db/seed/partner/types';
import { db } from '../../db/store';
import { nowIso } from '../../db/time';
import { route } from '../../http';
import { fieldErrorBody } from '../../pipeline/errors';
import { NO_BANK_ACCOUNT, overBalance } from '../shared/limits';
import { creditedOf, type MemberPayment, membersOf, paymentsOf } from './member-lists';
import { ownPartnerRow, toMember } from './views';

/** Members, their payments, the bank account and withdrawals of the signed-in partner. */
export const moneyHandlers = [
  route.get('/v1/partner_master/getallmember', ({ query, user, origin, response }) => {
    const page = paginate(
      membersOf(ownPartnerRow(user).id),
      query,
      (m) => m.rowstatus === 1,
      searchMatcher(query.search, (m: MemberRow) => [m.name, m.email, m.phone]),
    );
    return response(200).json({
      data: page.data.map((m) => toMember(origin, m)),
      meta: page.meta,
    });
  }),

  route.get('/v1/partner_master/getalltransaction', ({ query, user, response }) => {
    const page = paginate(
      paymentsOf(ownPartnerRow(user).id),
      query,
      ({ tx }) => tx.status === 'completed',
      allOf(
        query.status === undefined ? null : ({ tx }) => tx.status === query.status,
        searchMatcher(query.search, ({ tx, member }: MemberPayment) => [member.name, tx.pekerjaan]),
      ),
    );
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

  route.get('/v1/partner_master/getbank', ({ user, response }) => {
    const row = ownPartnerRow(user);
    return response(200).json({ data: row.bank });
  }),

  route.post('/v1/partner_master/updatebank', ({ body, user, response }) => {
    const row = ownPartnerRow(user);
    const bank = db.banks.find((b) => b.code === body.bank_code);
    if (bank === undefined) {
      return response(400).json(fieldErrorBody('body', 'bank_code', 'Bank tidak dikenal.'));
    }
    const account: BankAccount = {
      bank_code: bank.code,
      bank_name: bank.name,
      account_number: body.account_number,
      account_name: body.account_name.trim(),
    };
    row.bank = account;
    row.updated_at = nowIso();
    return response(200).json({ message: 'Rekening bank berhasil disimpan.', data: account });
  }),

  route.post('/v1/partner_master/withdrawal', ({ body, user, response }) => {
    const row = ownPartnerRow(user);
    if (row.bank === null) return response(400).json(NO_BANK_ACCOUNT);
    // The minimum (Rp 10.000) is the schema's `amount.minimum`, checked before this handler.
    // The ceiling is the available balance: credited commission minus pending and approved
    // withdrawals (see availableBalance), not the commission still pending on open jobs.
    const over = overBalance(body.amount, availableBalance(db, row.id, creditedOf(row.id)));
    if (over !== null) return response(400).json(over);
    const withdrawal: WithdrawalRow = {
      id: nextId(db.withdrawals),
      partner_id: row.id,
      amount: body.amount,
      bank: { ...row.bank },
      status: 'pending',
      note: body.note?.trim() || null,
      requested_at: nowIso(),
      processed_at: null,
    };
    db.withdrawals.push(withdrawal);
    const { partner_id: _, ...data } = withdrawal;
    return response(201).json({ message: 'Permintaan penarikan berhasil dikirim.', data });
  }),

  route.get('/v1/partner_master/getwithdrawal', ({ query, user, response }) => {
    const row = ownPartnerRow(user);
    const mine = db.withdrawals.filter(
      (w) => w.partner_id === row.id && (query.status === undefined || w.status === query.status),
    );
    const page = paginate(
      newestFirst(mine, (w) => w.requested_at),
      query,
      (w) => w.status === 'pending',
    );
    return response(200).json({
      data: page.data.map(({ partner_id: _, ...w }) => w),
      meta: page.meta,
      balance: Math.max(0, availableBalance(db, row.id, creditedOf(row.id))),
    });
  }),

  route.get('/v1/user/getallbankiris', ({ response }) => {
    const banks = [...db.banks].sort((a, b) => a.name.localeCompare(b.name, 'id'));
    return response(200).json({ data: banks });
  }),
];
