import type { VoucherPage, VoucherResponse, VoucherSaved, VoucherTypeList } from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_ID } from '../src/db/seed/merchant';
import type { VoucherRecord } from '../src/db/seed/voucher';
import { db, resetStore } from '../src/db/store';
import { call, expectFieldError, fieldOf, fieldPathOf, login, messageOf } from './support/api';
import { samplePng, toFormData } from './support/sample-value';

let token: string;
beforeEach(async () => {
  resetStore();
  token = await login('M');
});

const own = () => db.vouchers.filter((v) => v.merchant_id === DEMO_MERCHANT_ID);

function firstWhere(test: (v: VoucherRecord) => boolean): VoucherRecord {
  const found = db.vouchers.find(test);
  if (found === undefined) throw new Error('no such voucher in the seed');
  return found;
}

async function list(query = ''): Promise<VoucherPage> {
  const response = await call('GET', `/v1/merchant/getall_data${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as VoucherPage;
}

const form = (overrides: Record<string, unknown> = {}) =>
  toFormData({
    name: 'Cashback 10rb Paket Sarapan',
    description: 'Cashback Rp 10.000 untuk paket sarapan di atas Rp 50.000.',
    voucher_type_id: 3,
    point: 200,
    quota: 30,
    start_date: '2026-12-01',
    expired_date: '2027-01-31',
    image: samplePng('sarapan.png'),
    ...overrides,
  });

const create = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/v1/merchant/create_data', { token, form: form(overrides) });

describe('voucher seed', () => {
  it('gives the demo merchant over three pages of vouchers of every type', () => {
    expect(own().length).toBeGreaterThanOrEqual(46);
    const types = new Set(own().map((v) => v.voucher_type_id));
    expect(types.size).toBe(db.voucherTypes.length);
    expect(own().some((v) => !v.aktif)).toBe(true);
    expect(own().every((v) => v.expired_date >= v.start_date)).toBe(true);
  });
});

describe('GET /v1/jvoucher/type', () => {
  it('answers the master types without a token', async () => {
    const response = await call('GET', '/v1/jvoucher/type');
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as VoucherTypeList;
    expect(data.map((t) => t.name)).toContain('Diskon');
    expect(data).toHaveLength(db.voucherTypes.length);
  });
});

describe('GET /v1/merchant/getall_data', () => {
  it('pages only the caller’s vouchers, newest first, with remaining quota', async () => {
    const page = await list('?page=2');
    expect(page.meta).toEqual({
      page: 2,
      totalpage: Math.ceil(own().length / 15),
      totaldata: own().length,
      totalDataOnPage: 15,
      totalActive: own().filter((v) => v.aktif).length,
    });
    const ids = new Set(own().map((v) => v.id));
    expect(page.data.every((v) => ids.has(v.id))).toBe(true);
    const dates = page.data.map((v) => v.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const voucher of page.data) {
      const held = db.voucherRedeems.filter(
        (r) => r.voucher_id === voucher.id && r.status !== 'rejected',
      ).length;
      expect(voucher.remaining).toBe(voucher.quota - held);
    }
  });

  it('filters by aktif and searches name and description', async () => {
    const inactive = await list('?aktif=false&limit=100');
    expect(inactive.data.length).toBe(own().filter((v) => !v.aktif).length);
    const found = await list('?search=kopi%20SUSU&limit=100');
    expect(found.data.length).toBeGreaterThan(0);
    expect(
      found.data.every((v) =>
        `${v.name} ${v.description ?? ''}`.toLowerCase().includes('kopi susu'),
      ),
    ).toBe(true);
  });
});

describe('voucher writes', () => {
  it('creates a voucher that heads the list, with its image served back', async () => {
    const response = await create();
    expect(response.status).toBe(201);
    const { message, data } = (await response.json()) as VoucherSaved;
    expect(message).toBe('Voucher berhasil dibuat.');
    expect(data).toMatchObject({
      voucher_type_name: 'Cashback',
      remaining: 30,
      aktif: true,
    });
    const image = await call('GET', new URL(data.image).pathname);
    expect(image.headers.get('content-type')).toBe('image/png');
    const first = await list();
    expect(first.data[0]?.id).toBe(data.id);
    expect(first.meta.totaldata).toBe(own().length);
  });

  it('updates a voucher: the detail shows the new values, the image stays', async () => {
    const voucher = own()[0];
    if (voucher === undefined) throw new Error('no demo voucher');
    const image = voucher.image;
    const response = await call('POST', `/v1/merchant/update_data?id=${voucher.id}`, {
      token,
      form: form({
        name: 'Diskon 25% Kopi Susu',
        voucher_type_id: 1,
        quota: 500,
        image: undefined,
        aktif: false,
      }),
    });
    expect(response.status).toBe(200);
    expect(await messageOf(response.clone())).toBe('Voucher berhasil diubah.');
    const detail = await call('GET', `/v1/merchant/getone_data?id=${voucher.id}`, { token });
    expect(((await detail.json()) as VoucherResponse).data).toMatchObject({
      name: 'Diskon 25% Kopi Susu',
      voucher_type_name: 'Diskon',
      quota: 500,
      aktif: false,
    });
    expect(voucher.image).toBe(image);
  });

  it('deletes a voucher: gone from the list and detail, its redeems keep its name', async () => {
    const redeem = db.voucherRedeems.find((r) => r.merchant_id === DEMO_MERCHANT_ID);
    if (redeem === undefined) throw new Error('no demo redeem');
    const response = await call('GET', `/v1/merchant/remove_data?id=${redeem.voucher_id}`, {
      token,
    });
    expect(response.status).toBe(200);
    expect(await messageOf(response)).toBe('Voucher berhasil dihapus.');
    const all = await list('?limit=100');
    expect(all.data.map((v) => v.id)).not.toContain(redeem.voucher_id);
    const detail = await call('GET', `/v1/merchant/getone_data?id=${redeem.voucher_id}`, { token });
    expect(detail.status).toBe(404);
    const redeems = await call('GET', `/v1/merchant/getall_redeem?search=${redeem.code}`, {
      token,
    });
    const body = (await redeems.json()) as { data: { voucher_name: string }[] };
    expect(body.data[0]?.voucher_name).toBe(redeem.voucher_name);
  });

  it('treats another merchant’s voucher as missing (404)', async () => {
    const other = firstWhere((v) => v.merchant_id !== DEMO_MERCHANT_ID);
    for (const path of ['getone_data', 'remove_data']) {
      const response = await call('GET', `/v1/merchant/${path}?id=${other.id}`, { token });
      expect(response.status).toBe(404);
    }
    const update = await call('POST', `/v1/merchant/update_data?id=${other.id}`, {
      token,
      form: form(),
    });
    expect(update.status).toBe(404);
    expect(await messageOf(update)).toBe('Voucher tidak ditemukan.');
    expect(db.vouchers).toContain(other);
  });

  it('says which record is missing for an unknown or deleted voucher', async () => {
    const voucher = own()[0];
    if (voucher === undefined) throw new Error('no demo voucher');
    await call('GET', `/v1/merchant/remove_data?id=${voucher.id}`, { token });
    for (const path of ['getone_data', 'remove_data']) {
      for (const id of [voucher.id, 99999]) {
        const response = await call('GET', `/v1/merchant/${path}?id=${id}`, { token });
        expect(response.status).toBe(404);
        expect(await messageOf(response)).toBe('Voucher tidak ditemukan.');
      }
    }
  });

  it('words the rules the handler checks with the contract titles', async () => {
    await expectFieldError(
      await create({ name: '  ' }),
      400,
      'body',
      'name',
      'Nama voucher wajib diisi.',
    );
    await expectFieldError(
      await create({ voucher_type_id: 99 }),
      400,
      'body',
      'voucher_type_id',
      'Jenis voucher tidak dikenal.',
    );
    await expectFieldError(
      await create({ expired_date: '2026-11-30' }),
      400,
      'body',
      'expired_date',
      'Tanggal kedaluwarsa tidak boleh sebelum tanggal mulai.',
    );
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    await expectFieldError(
      await create({ image: new File([big], 'besar.jpg', { type: 'image/jpeg' }) }),
      400,
      'body',
      'image',
      'Ukuran gambar maksimal 2 MB.',
    );
    await expectFieldError(
      await create({ image: new File(['GIF89a'], 'x.gif', { type: 'image/gif' }) }),
      400,
      'body',
      'image',
      'Gambar harus berupa gambar JPG, PNG atau WEBP.',
    );
  });

  it('answers 400 naming the field for rules the schema cannot express', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ expired_date: '2026-11-30' }, 'expired_date'],
      [{ voucher_type_id: 99 }, 'voucher_type_id'],
      [{ name: '  ' }, 'name'],
      [{ image: new File(['GIF89a'], 'x.gif', { type: 'image/gif' }) }, 'image'],
    ];
    for (const [override, field] of cases) {
      const response = await create(override);
      expect(response.status, field).toBe(400);
      expect((await fieldOf(response)).name).toBe(field);
    }
    expect(own().some((v) => v.name === 'Cashback 10rb Paket Sarapan')).toBe(false);
  });

  it('answers 400 naming the field for invalid or missing values', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ point: 0 }, 'point'],
      [{ quota: 'banyak' }, 'quota'],
      [{ start_date: '2026-02-30' }, 'start_date'],
      [{ image: undefined }, 'image'],
      [{ name: undefined }, 'name'],
    ];
    for (const [override, field] of cases) {
      const response = await create(override);
      expect(response.status, field).toBe(400);
      expect(await fieldPathOf(response)).toContain(field);
    }
    const noId = await call('GET', '/v1/merchant/getone_data', { token });
    expect(noId.status).toBe(400);
    expect(await fieldPathOf(noId)).toBe('query.id');
  });

  it('refuses a quota below the redeems already made', async () => {
    const busy = own().find(
      (v) =>
        db.voucherRedeems.filter((r) => r.voucher_id === v.id && r.status !== 'rejected').length >
        1,
    );
    if (busy === undefined) throw new Error('no voucher with redeems');
    const response = await call('POST', `/v1/merchant/update_data?id=${busy.id}`, {
      token,
      form: form({ quota: 1, image: undefined }),
    });
    const held = db.voucherRedeems.filter(
      (r) => r.voucher_id === busy.id && r.status !== 'rejected',
    ).length;
    await expectFieldError(
      response,
      400,
      'body',
      'quota',
      `Kuota tidak boleh kurang dari ${held}, jumlah redeem yang sudah dibuat.`,
    );
  });

  it('reset restores deleted and edited vouchers', async () => {
    const voucher = own()[0];
    if (voucher === undefined) throw new Error('no demo voucher');
    await call('GET', `/v1/merchant/remove_data?id=${voucher.id}`, { token });
    resetStore();
    expect(db.vouchers.some((v) => v.id === voucher.id && v.name === voucher.name)).toBe(true);
  });
});
