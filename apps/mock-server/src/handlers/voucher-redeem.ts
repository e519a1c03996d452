import type { VoucherRedeem } from '@backoffice/sdk';
import { addRow, listPage, newestFirst, searchMatcher } from '../db/paging';
import type { Account } from '../db/seed/auth';
import { newRedeemCode, type RedeemRecord } from '../db/seed/voucher-redeem';
import { db } from '../db/store';
import { nowIso } from '../db/time';
import { route } from '../http';
import { found, refuse, refuseField } from '../pipeline/errors';
import { merchantOf, ownMerchant } from './merchant/view';
import { ownVoucher, redeemsHeld } from './voucher/view';
import { EXPORT_FILE_NAME, redeemSpreadsheet } from './voucher-redeem/spreadsheet';

function toRedeem(record: RedeemRecord): VoucherRedeem {
  const { merchant_id: _owner, ...redeem } = record;
  return redeem;
}

/** The caller's redeems, newest first, filtered as the list and the export are (403: not a merchant). */
function ownRedeems(
  account: Account,
  filter: { search?: string | undefined; status?: RedeemRecord['status'] | undefined },
): RedeemRecord[] {
  const merchant = ownMerchant(account);
  const search = searchMatcher(filter.search, (r: RedeemRecord) => [
    r.member_name,
    r.voucher_name,
    r.code,
  ]);
  const own = db.voucherRedeems.filter(
    (r) =>
      r.merchant_id === merchant.id &&
      (filter.status === undefined || r.status === filter.status) &&
      (search === null || search(r)),
  );
  return newestFirst(own, (r) => r.redeem_date);
}

/** Area "Voucher Redeem": members' redeems of the signed-in merchant's vouchers. */
export const voucherRedeemHandlers = [
  route.get('/v1/merchant/getall_redeem', ({ query, user, response }) => {
    const rows = ownRedeems(user, query);
    return response(200).json(
      listPage(rows, query, { active: (r) => r.status === 'accepted', as: toRedeem }),
    );
  }),

  route.get('/v1/merchant/count_redeem', ({ user, response }) => {
    const rows = ownRedeems(user, {});
    const count = { total: rows.length, pending: 0, accepted: 0, rejected: 0 };
    for (const redeem of rows) count[redeem.status]++;
    return response(200).json({ data: count });
  }),

  route.post('/v1/merchant/create_redeem', ({ body, user: account, response }) => {
    const merchant = ownMerchant(account);
    const voucher = ownVoucher(account, body.voucher_id);
    const issued =
      db.redeemCodes.find((c) => c.code === body.code) ??
      refuseField('code', 'Kode redeem tidak dikenal atau sudah dipakai.');
    if (!voucher.aktif) refuseField('voucher_id', 'Voucher sedang tidak aktif.');
    // Dates are not checked against the clock: seeded vouchers have fixed dates while the clock
    // moves on, and a mock whose seed stops redeeming after a few months helps nobody.
    if (redeemsHeld(voucher.id) >= voucher.quota) {
      refuseField('voucher_id', 'Kuota voucher sudah habis.');
    }
    const member = db.redeemMembers.find((m) => m.id === issued.member_id);
    if (member === undefined || member.points < voucher.point) {
      refuseField('code', `Poin member tidak cukup: voucher ini butuh ${voucher.point} poin.`);
    }
    // The points stay reserved while the redeem is pending; a reject gives them back.
    member.points -= voucher.point;
    db.redeemCodes.splice(db.redeemCodes.indexOf(issued), 1);
    const redeem = addRow(db.voucherRedeems, {
      merchant_id: merchant.id,
      voucher_id: voucher.id,
      voucher_name: voucher.name,
      member_id: member.id,
      member_name: member.name,
      code: issued.code,
      point: voucher.point,
      redeem_date: nowIso(),
      status: 'pending',
    });
    // The member app issues a fresh code for its next redeem, so the pool never runs dry.
    db.redeemCodes.push({
      code: newRedeemCode(
        Math.random,
        new Set([...db.redeemCodes, ...db.voucherRedeems].map((c) => c.code)),
      ),
      member_id: member.id,
    });
    return response(201).json({
      message: 'Voucher Redeem berhasil dibuat.',
      data: toRedeem(redeem),
    });
  }),

  route.post('/v1/merchant/status_redeem', ({ query, body, user, response }) => {
    const merchant = merchantOf(user);
    // Another merchant's redeem is as good as missing, and the message names the record.
    const redeem = found(
      db.voucherRedeems.find((r) => r.id === query.id && r.merchant_id === merchant?.id),
      'Voucher Redeem tidak ditemukan.',
    );
    if (redeem.status !== 'pending') {
      refuse(
        400,
        `Redeem ${redeem.voucher_name} oleh ${redeem.member_name} sudah ${redeem.status === 'accepted' ? 'diterima' : 'ditolak'}: status tidak bisa diubah lagi.`,
      );
    }
    if (body.status === 'accept') {
      redeem.status = 'accepted';
    } else {
      redeem.status = 'rejected';
      const member = db.redeemMembers.find((m) => m.id === redeem.member_id);
      if (member !== undefined) member.points += redeem.point;
    }
    return response(200).json({
      message: 'Voucher Redeem berhasil diubah.',
      data: toRedeem(redeem),
    });
  }),

  route.get('/v1/merchant/export_redeem', ({ query, user, response }) => {
    const rows = ownRedeems(user, query);
    return response.untyped(
      new Response(redeemSpreadsheet(rows), {
        status: 200,
        headers: {
          'content-type': 'application/vnd.ms-excel',
          'content-disposition': `attachment; filename="${EXPORT_FILE_NAME}"`,
          'cache-control': 'no-store',
        },
      }),
    );
  }),
];
