import type { RedeemCountResponse, VoucherRedeemPage, VoucherRedeemSaved } from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_ID } from '../src/db/seed/merchant';
import { DOCUMENTED_OPEN_CODE, type RedeemRecord } from '../src/db/seed/voucher-redeem';
import { db, resetStore } from '../src/db/store';
import {
  call,
  contract,
  expectFieldError,
  fieldOf,
  fieldPathOf,
  getJson,
  login,
  messageOf,
} from './support/api';
import { toFormData } from './support/sample-value';

let token: string;
beforeEach(async () => {
  resetStore();
  token = await login('M');
});

const own = () => db.voucherRedeems.filter((r) => r.merchant_id === DEMO_MERCHANT_ID);

function ownWhere(status: RedeemRecord['status']): RedeemRecord {
  const found = own().find((r) => r.status === status);
  if (found === undefined) throw new Error(`no ${status} demo redeem`);
  return found;
}

async function counts(): Promise<RedeemCountResponse['data']> {
  const response = await call('GET', '/v1/merchant/count_redeem', { token });
  expect(response.status).toBe(200);
  return ((await response.json()) as RedeemCountResponse).data;
}

function list(query = ''): Promise<VoucherRedeemPage> {
  return getJson<VoucherRedeemPage>(`/v1/merchant/getall_redeem${query}`, token);
}

const decide = (id: number, status: string) =>
  call('POST', `/v1/merchant/status_redeem?id=${id}`, { token, form: toFormData({ status }) });

/** A code whose member can afford `point`, and a demo voucher with room left. */
function redeemable() {
  const voucher = db.vouchers.find(
    (v) =>
      v.merchant_id === DEMO_MERCHANT_ID &&
      v.aktif &&
      db.voucherRedeems.filter((r) => r.voucher_id === v.id && r.status !== 'rejected').length <
        v.quota,
  );
  const code = db.redeemCodes.find((c) => {
    const member = db.redeemMembers.find((m) => m.id === c.member_id);
    return member !== undefined && voucher !== undefined && member.points >= voucher.point;
  });
  if (voucher === undefined || code === undefined) throw new Error('nothing redeemable');
  const member = db.redeemMembers.find((m) => m.id === code.member_id);
  if (member === undefined) throw new Error('code without member');
  return { voucher, code, member };
}

describe('redeem seed', () => {
  it('gives the demo merchant over three pages of redeems in every status', () => {
    expect(own().length).toBeGreaterThanOrEqual(46);
    for (const status of ['pending', 'accepted', 'rejected'] as const) {
      expect(own().some((r) => r.status === status)).toBe(true);
    }
    expect(own().every((r) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/.test(r.redeem_date))).toBe(
      true,
    );
  });

  it('redeems by Partner-area members, within quota', () => {
    const memberIds = new Set(db.members.map((m) => m.id));
    expect(db.voucherRedeems.every((r) => memberIds.has(r.member_id))).toBe(true);
    for (const voucher of db.vouchers) {
      const held = db.voucherRedeems.filter(
        (r) => r.voucher_id === voucher.id && r.status !== 'rejected',
      ).length;
      expect(held).toBeLessThanOrEqual(voucher.quota);
    }
  });
});

describe('GET /v1/merchant/getall_redeem', () => {
  it('pages the caller’s redeems newest first, counting the accepted ones', async () => {
    const page = await list('?page=3');
    expect(page.meta).toEqual({
      page: 3,
      totalpage: Math.ceil(own().length / 15),
      totaldata: own().length,
      totalDataOnPage: 15,
      totalActive: own().filter((r) => r.status === 'accepted').length,
    });
    const dates = page.data.map((r) => r.redeem_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.data[0]).not.toHaveProperty('merchant_id');
  });

  it('filters by status and searches member, voucher and code', async () => {
    const pending = await list('?status=pending&limit=100');
    expect(pending.data.length).toBe(own().filter((r) => r.status === 'pending').length);
    const sample = ownWhere('accepted');
    const byCode = await list(`?search=${sample.code.toLowerCase()}`);
    expect(byCode.data.map((r) => r.id)).toEqual([sample.id]);
    const byMember = await list(`?search=${encodeURIComponent(sample.member_name)}&limit=100`);
    expect(byMember.data.every((r) => r.member_name === sample.member_name)).toBe(true);
    const bad = await call('GET', '/v1/merchant/getall_redeem?status=done', { token });
    expect(bad.status).toBe(400);
    expect(await fieldPathOf(bad)).toContain('status');
  });
});

describe('redeem status and counts', () => {
  it('accepting and rejecting move the counts; rejecting refunds the points', async () => {
    const before = await counts();
    expect(before).toEqual({
      total: own().length,
      pending: own().filter((r) => r.status === 'pending').length,
      accepted: own().filter((r) => r.status === 'accepted').length,
      rejected: own().filter((r) => r.status === 'rejected').length,
    });
    const [first, second] = own().filter((r) => r.status === 'pending');
    if (first === undefined || second === undefined) throw new Error('need two pending redeems');
    const accepted = await decide(first.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as VoucherRedeemSaved).data.status).toBe('accepted');
    const member = db.redeemMembers.find((m) => m.id === second.member_id);
    const points = member?.points ?? 0;
    const rejected = await decide(second.id, 'reject');
    expect(((await rejected.json()) as VoucherRedeemSaved).message).toBe(
      'Voucher Redeem berhasil diubah.',
    );
    expect(member?.points).toBe(points + second.point);
    expect(await counts()).toEqual({
      total: before.total,
      pending: before.pending - 2,
      accepted: before.accepted + 1,
      rejected: before.rejected + 1,
    });
  });

  it('answers 400 for a decided redeem or a bad status, 404 for another merchant’s', async () => {
    const accepted = ownWhere('accepted');
    const decided = await decide(accepted.id, 'reject');
    expect(decided.status).toBe(400);
    expect(await messageOf(decided)).toBe(
      `Redeem ${accepted.voucher_name} oleh ${accepted.member_name} sudah diterima: status tidak bisa diubah lagi.`,
    );
    const bad = await decide(ownWhere('pending').id, 'maybe');
    expect(bad.status).toBe(400);
    expect(await fieldPathOf(bad)).toContain('status');
    const other = db.voucherRedeems.find((r) => r.merchant_id !== DEMO_MERCHANT_ID);
    const missing = await decide(other?.id ?? 9999, 'accept');
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe('Voucher Redeem tidak ditemukan.');
  });
});

describe('POST /v1/merchant/create_redeem', () => {
  it('records a pending redeem, reserves the points, uses up the code', async () => {
    const { voucher, code, member } = redeemable();
    const points = member.points;
    const before = await counts();
    const response = await call('POST', '/v1/merchant/create_redeem', {
      token,
      json: { voucher_id: voucher.id, code: code.code },
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as VoucherRedeemSaved;
    expect(data).toMatchObject({
      voucher_id: voucher.id,
      voucher_name: voucher.name,
      member_id: member.id,
      code: code.code,
      point: voucher.point,
      status: 'pending',
    });
    expect(member.points).toBe(points - voucher.point);
    expect((await list()).data[0]?.id).toBe(data.id);
    expect(await counts()).toMatchObject({ total: before.total + 1, pending: before.pending + 1 });
    const again = await call('POST', '/v1/merchant/create_redeem', {
      token,
      json: { voucher_id: voucher.id, code: code.code },
    });
    expect(again.status).toBe(400);
    expect((await fieldOf(again)).name).toBe('code');
  });

  it('accepts the contract example as it stands: the documented open code on voucher 136', async () => {
    const example = contract.operations.find((op) => op.operationId === 'createVoucherRedeem')
      ?.requestBody?.content[0]?.example as { voucher_id: number; code: string };
    expect(example).toEqual({ voucher_id: 136, code: DOCUMENTED_OPEN_CODE });
    const response = await call('POST', '/v1/merchant/create_redeem', { token, json: example });
    expect(response.status).toBe(201);
    expect(((await response.json()) as VoucherRedeemSaved).data.code).toBe(DOCUMENTED_OPEN_CODE);
  });

  it('answers 400 naming the field when out of quota, inactive or short of points', async () => {
    const { voucher, code, member } = redeemable();
    const send = () =>
      call('POST', '/v1/merchant/create_redeem', {
        token,
        json: { voucher_id: voucher.id, code: code.code },
      });
    member.points = voucher.point - 1;
    const poor = await send();
    expect(poor.status).toBe(400);
    expect(await fieldOf(poor)).toEqual({
      in: 'body',
      name: 'code',
      message: `Poin member tidak cukup: voucher ini butuh ${voucher.point} poin.`,
    });
    member.points = 10_000;
    voucher.aktif = false;
    const inactive = await send();
    expect(inactive.status).toBe(400);
    await expectFieldError(inactive, 400, 'body', 'voucher_id', 'Voucher sedang tidak aktif.');
    voucher.aktif = true;
    voucher.quota = db.voucherRedeems.filter(
      (r) => r.voucher_id === voucher.id && r.status !== 'rejected',
    ).length;
    const full = await send();
    expect(full.status).toBe(400);
    await expectFieldError(full, 400, 'body', 'voucher_id', 'Kuota voucher sudah habis.');
    const malformed = await call('POST', '/v1/merchant/create_redeem', {
      token,
      json: { voucher_id: voucher.id, code: 'rdm-1' },
    });
    expect(malformed.status).toBe(400);
    expect(await fieldPathOf(malformed)).toContain('code');
  });

  it('answers 404 for another merchant’s voucher', async () => {
    const other = db.vouchers.find((v) => v.merchant_id !== DEMO_MERCHANT_ID);
    const response = await call('POST', '/v1/merchant/create_redeem', {
      token,
      json: { voucher_id: other?.id ?? 9999, code: redeemable().code.code },
    });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe('Voucher tidak ditemukan.');
  });
});

describe('GET /v1/merchant/export_redeem', () => {
  it('lets a dashboard on another origin read the file name (fetch + blob download)', async () => {
    const response = await call('GET', '/v1/merchant/export_redeem', {
      token,
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Reedem Voucher.xls"',
    );
  });

  it('exports exactly the rows the list finds for the same search and status', async () => {
    const pending = ownWhere('pending');
    const query = `search=${encodeURIComponent(pending.member_name)}&status=pending`;
    const listed = await call('GET', `/v1/merchant/getall_redeem?${query}&limit=100`, { token });
    const { data } = (await listed.json()) as { data: { code: string }[] };
    expect(data.length).toBeGreaterThan(0);
    const xml = await (await call('GET', `/v1/merchant/export_redeem?${query}`, { token })).text();
    const codes = [...xml.matchAll(/<Data ss:Type="String">(RDM[A-Z0-9]{5})<\/Data>/g)].map(
      (m) => m[1],
    );
    expect(codes).toEqual(data.map((r) => r.code));
  });

  it('downloads the current redeems as an Excel 2003 XML workbook', async () => {
    const pending = ownWhere('pending');
    await decide(pending.id, 'accept');
    const response = await call('GET', '/v1/merchant/export_redeem', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.ms-excel');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="Reedem Voucher.xls"',
    );
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<Row>/g)).toHaveLength(own().length);
    const row = xml.split('\n').find((line) => line.includes(pending.code));
    expect(row).toContain('<Data ss:Type="String">Diterima</Data>');
  });

  it('exports with the list’s filters, and never runs a voucher name as a formula', async () => {
    const voucher = db.vouchers.find((v) => v.merchant_id === DEMO_MERCHANT_ID);
    if (voucher === undefined) throw new Error('no demo voucher');
    for (const redeem of db.voucherRedeems) {
      if (redeem.voucher_id === voucher.id) redeem.voucher_name = '=HYPERLINK("http://x","<klik>")';
    }
    const response = await call('GET', '/v1/merchant/export_redeem?status=rejected', { token });
    const xml = await response.text();
    expect(xml.match(/<Row>/g)).toHaveLength(own().filter((r) => r.status === 'rejected').length);
    const all = await (await call('GET', '/v1/merchant/export_redeem', { token })).text();
    expect(all).toContain(
      '<Data ss:Type="String">&apos;=HYPERLINK(&quot;http://x&quot;,&quot;&lt;klik&gt;&quot;)</Data>',
    );
    expect(all).not.toContain('<klik>');
  });
});
