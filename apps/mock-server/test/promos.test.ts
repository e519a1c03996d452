import type { Promo, PromoPage, PromoSaved } from '@backoffice/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, resetStore } from '../src/db/store';
import { call, expectFieldError, fieldOf, fieldPathOf, login, messageOf } from './support/api';
import { samplePng } from './support/sample-value';

let token: string;
beforeEach(async () => {
  resetStore();
  token = await login('A');
});

const FORM = {
  title: 'Promo Gajian Januari',
  code: 'GAJIAN2501',
  description: 'Potongan 25% setiap tanggal 25.',
  discount_type: 'percent',
  value: '25',
  quota: '200',
  start_date: '2027-01-25',
  end_date: '2027-01-27',
} as const;

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

async function list(query = ''): Promise<PromoPage> {
  const response = await call('GET', `/v1/admindata/allpromos${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as PromoPage;
}

async function detail(id: number): Promise<Response> {
  return call('GET', `/v1/promo/getdetailbyadmin/${id}`, { token });
}

function create(fields: Record<string, string | File>) {
  return call('POST', '/v1/promo/create', { token, form: form(fields) });
}

function update(id: number, fields: Record<string, string | File>) {
  return call('PUT', `/v1/promo/update/${id}`, { token, form: form(fields) });
}

function seeded(predicate: (p: (typeof db.promos)[number]) => boolean = () => true) {
  const promo = db.promos.find(predicate);
  if (promo === undefined) throw new Error('no such promo in the seed');
  return promo;
}

function formOf(promo: Promo | (typeof db.promos)[number]): Record<string, string> {
  return {
    title: promo.title,
    code: promo.code,
    description: promo.description,
    discount_type: promo.discount_type,
    value: String(promo.value),
    quota: String(promo.quota),
    start_date: promo.start_date,
    end_date: promo.end_date,
  };
}

describe('GET /v1/admindata/allpromos and getdetailbyadmin/{id}', () => {
  it('pages at least 50 percent and amount promos, newest first', async () => {
    expect(db.promos.length).toBeGreaterThanOrEqual(50);
    expect(new Set(db.promos.map((p) => p.discount_type))).toEqual(new Set(['percent', 'amount']));
    const page = await list('?page=4');
    expect(page.meta).toMatchObject({
      page: 4,
      totalpage: Math.ceil(db.promos.length / 15),
      totaldata: db.promos.length,
      totalDataOnPage: db.promos.length - 45,
    });
    const dates = (await list()).data.map((p) => p.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('searches title and code', async () => {
    const promo = seeded();
    const byCode = await list(`?search=${promo.code.toLowerCase()}`);
    expect(byCode.data.map((p) => p.code)).toContain(promo.code);
    const byTitle = await list(`?search=${encodeURIComponent(promo.title)}&limit=100`);
    expect(byTitle.data.every((p) => p.title === promo.title)).toBe(true);
  });

  it('answers the detail with a banner URL that serves the image, and 404 for unknown ids', async () => {
    const promo = seeded((p) => p.image !== null);
    const { data } = (await (await detail(promo.id)).json()) as { data: Promo };
    expect(data.code).toBe(promo.code);
    const banner = await call('GET', new URL(data.image ?? '').pathname);
    expect(banner.status).toBe(200);
    const missing = await detail(9999);
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe('Data tidak ditemukan.');
  });
});

describe('POST /v1/promo/create', () => {
  it('creates a promo whose uploaded image is served back, first in the list', async () => {
    const response = await create({ ...FORM, image: samplePng('gajian.png') });
    expect(response.status).toBe(201);
    const saved = (await response.json()) as PromoSaved;
    expect(saved.message).toBe('Promo berhasil dibuat.');
    expect(saved.data).toMatchObject({ code: 'GAJIAN2501', value: 25, quota: 200, used: 0 });
    const image = await call('GET', new URL(saved.data.image ?? '').pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(
      new Uint8Array(await samplePng().arrayBuffer()),
    );
    const first = await list();
    expect(first.data[0]?.id).toBe(saved.data.id);
    expect(first.meta.totaldata).toBe(db.promos.length);
    const read = (await (await detail(saved.data.id)).json()) as { data: Promo };
    expect(read.data).toEqual(saved.data);
  });

  it('creates a promo without an image', async () => {
    const response = await create({ ...FORM, discount_type: 'amount', value: '50000' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as PromoSaved).data.image).toBeNull();
  });

  it('answers 409 naming code when the code is taken, and creates nothing', async () => {
    const taken = seeded();
    const before = db.promos.length;
    const response = await create({ ...FORM, code: taken.code });
    expect(response.status).toBe(409);
    expect(db.promos).toHaveLength(before);
    expect(await fieldOf(response)).toEqual({
      in: 'body',
      name: 'code',
      message: 'Kode promo sudah digunakan.',
    });
  });

  it.each([
    [{ value: '101' }, 'body.value'],
    [{ value: '0' }, 'body.value'],
    [{ code: 'gajian' }, 'body.code'],
    [{ discount_type: 'gratis' }, 'body.discount_type'],
    [{ start_date: '25-01-2027' }, 'body.start_date'],
    [{ quota: 'banyak' }, 'body.quota'],
    [{ title: '' }, 'body.title'],
  ])('answers 400 naming the field the contract refuses for %j', async (fields, field) => {
    const before = db.promos.length;
    const response = await create({ ...FORM, ...fields });
    expect(response.status).toBe(400);
    expect(await fieldPathOf(response)).toBe(field);
    expect(db.promos.length).toBe(before);
  });

  it.each([
    [{ end_date: '2027-01-24' }, 'end_date', 'Tanggal selesai tidak boleh sebelum tanggal mulai.'],
    [
      { image: new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }) },
      'image',
      'Banner harus berupa gambar JPG atau PNG.',
    ],
    [
      { image: new File(['not a png'], 'x.png', { type: 'image/png' }) },
      'image',
      'Banner harus berupa gambar JPG atau PNG.',
    ],
  ])(
    'answers 400 with an Indonesian message under the field for %j',
    async (fields, name, message) => {
      const before = db.promos.length;
      const response = await create({ ...FORM, ...fields });
      await expectFieldError(response, 400, 'body', name, message);
      expect(db.promos.length).toBe(before);
    },
  );

  it('caps a percent value at 100 (the schema rule, on the coerced number) but not an amount', async () => {
    const percent = await create({ ...FORM, value: '101' });
    expect(percent.status).toBe(400);
    expect(await fieldPathOf(percent)).toBe('body.value');
    expect((await create({ ...FORM, value: '100' })).status).toBe(201);
    const amount = await create({
      ...FORM,
      code: 'HEMAT101',
      discount_type: 'amount',
      value: '101',
    });
    expect(amount.status).toBe(201);
    const promo = seeded((p) => p.discount_type === 'percent');
    const update101 = await update(promo.id, { ...formOf(promo), value: '101' });
    expect(update101.status).toBe(400);
    expect(await fieldPathOf(update101)).toBe('body.value');
  });

  it('answers 400 naming a missing required field', async () => {
    const { description: _description, ...rest } = FORM;
    const response = await create(rest);
    expect(await fieldPathOf(response)).toBe('body.description');
  });
});

describe('PUT /v1/promo/update/{id}', () => {
  it('replaces the fields and keeps the image when none is sent', async () => {
    const promo = seeded((p) => p.image !== null);
    const image = promo.image;
    const response = await update(promo.id, { ...formOf(promo), title: 'Diskon Diperpanjang' });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as PromoSaved;
    expect(saved.message).toBe('Promo berhasil diubah.');
    expect(saved.data.title).toBe('Diskon Diperpanjang');
    expect(db.promos.find((p) => p.id === promo.id)?.image).toBe(image);
    const read = (await (await detail(promo.id)).json()) as { data: Promo };
    expect(read.data.title).toBe('Diskon Diperpanjang');
  });

  it('replaces the image when one is sent', async () => {
    const promo = seeded((p) => p.image !== null);
    const old = promo.image ?? '';
    const saved = (await (
      await update(promo.id, { ...formOf(promo), image: samplePng('baru.png') })
    ).json()) as PromoSaved;
    expect(saved.data.image).toMatch(/\/uploads\/promos\/.*baru\.png$/);
    expect((await call('GET', new URL(saved.data.image ?? '').pathname)).status).toBe(200);
    expect((await call('GET', `/uploads/${old}`)).status).toBe(404);
  });

  it('keeps its own code but refuses another promo’s', async () => {
    const [first, second] = db.promos;
    if (first === undefined || second === undefined) throw new Error('need two promos');
    expect((await update(first.id, formOf(first))).status).toBe(200);
    const taken = await update(first.id, { ...formOf(first), code: second.code });
    expect(taken.status).toBe(409);
    await expectFieldError(taken, 409, 'body', 'code', 'Kode promo sudah digunakan.');
    expect(db.promos.find((p) => p.id === first.id)?.code).toBe(first.code);
  });

  it('answers 400 naming quota below the uses so far, and end_date before start_date', async () => {
    const promo = seeded((p) => p.used > 1);
    const low = await update(promo.id, { ...formOf(promo), quota: String(promo.used - 1) });
    expect(low.status).toBe(400);
    expect(await fieldOf(low)).toEqual({
      in: 'body',
      name: 'quota',
      message: `Kuota tidak boleh kurang dari ${promo.used}, jumlah pemakaian sejauh ini.`,
    });
    const reversed = await update(promo.id, {
      ...formOf(promo),
      start_date: '2027-02-10',
      end_date: '2027-02-01',
    });
    await expectFieldError(
      reversed,
      400,
      'body',
      'end_date',
      'Tanggal selesai tidak boleh sebelum tanggal mulai.',
    );
  });

  it('answers 404 for an unknown promo', async () => {
    expect((await update(9999, { ...FORM })).status).toBe(404);
  });
});

describe('PUT /v1/promo/delete/{id}', () => {
  it('removes the promo from the list and the detail', async () => {
    const promo = seeded();
    const response = await call('PUT', `/v1/promo/delete/${promo.id}`, { token });
    expect(response.status).toBe(200);
    expect(await messageOf(response)).toBe('Promo berhasil dihapus.');
    const all = await list('?limit=100');
    expect(all.data.map((p) => p.id)).not.toContain(promo.id);
    expect(all.meta.totaldata).toBe(db.promos.length);
    expect((await detail(promo.id)).status).toBe(404);
    expect((await call('PUT', `/v1/promo/delete/${promo.id}`, { token })).status).toBe(404);
    resetStore();
    expect(db.promos.some((p) => p.id === promo.id)).toBe(true);
  });

  it('answers 400 naming id when it is not a number', async () => {
    const response = await call('PUT', '/v1/promo/delete/abc', { token });
    expect(response.status).toBe(400);
    expect(await fieldPathOf(response)).toBe('path.id');
  });
});
