import type { Voucher } from '@backoffice/sdk';
import { describe, expect, it } from 'vitest';
import { db } from '../src/db/store';
import { emailTaken } from '../src/handlers/shared/accounts';
import { rupiah } from '../src/handlers/shared/limits';
import { call, expectFieldError, login } from './support/api';
import { samplePng } from './support/sample-value';

function profileForm(photo: Blob): FormData {
  const form = new FormData();
  form.set('name', 'Budi Santoso');
  form.set('email', 'partner@backoffice.test');
  form.set('phone', '081234567890');
  form.set('photo', photo);
  return form;
}

describe('emailTaken: one rule for every form', () => {
  it('ignores case and surrounding spaces, across accounts, merchants and creators', () => {
    const merchant = db.merchants.find((m) => m.account_id === null);
    const kreator = db.kreators.find((k) => k.account_id === null);
    if (merchant === undefined || kreator === undefined) throw new Error('seed changed');
    expect(emailTaken('  ADMIN@backoffice.test ')).toBe(true);
    expect(emailTaken(` ${merchant.email.toUpperCase()}`)).toBe(true);
    expect(emailTaken(`${kreator.email.toUpperCase()}  `)).toBe(true);
    expect(emailTaken('belum.dipakai@contoh.id')).toBe(false);
  });

  it('leaves out the records being edited, and those linked to the same account', () => {
    expect(emailTaken('partner@backoffice.test', { accountId: 2 })).toBe(false);
    expect(emailTaken('partner@backoffice.test', { accountId: 1 })).toBe(true);
    const merchant = db.merchants.find((m) => m.account_id === null);
    if (merchant === undefined) throw new Error('seed changed');
    expect(emailTaken(merchant.email, { merchantId: merchant.id })).toBe(false);
  });

  it("refuses a creator's address for a new partner with the contract's 409 text", async () => {
    const kreator = db.kreators.find((k) => k.account_id === null);
    if (kreator === undefined) throw new Error('seed changed');
    const response = await call('POST', '/v1/partner_master/create', {
      token: await login('A'),
      json: {
        name: 'Dewi Lestari',
        email: kreator.email.toUpperCase(),
        phone: '081234567891',
        password: 'rahasia2026',
        role: 'P',
      },
    });
    await expectFieldError(response, 409, 'body', 'email', 'Email sudah terdaftar.');
  });
});

describe('image uploads: the contract rule, one message style', () => {
  it('names the accepted types of the field', async () => {
    const response = await call('PUT', '/v1/partner_master/update', {
      token: await login('P'),
      form: profileForm(new File(['GIF89a'], 'a.gif', { type: 'image/gif' })),
    });
    await expectFieldError(
      response,
      400,
      'body',
      'photo',
      'Foto harus berupa gambar JPG, PNG atau WEBP.',
    );
  });

  it('names the largest size the contract declares', async () => {
    const png = new Uint8Array(await samplePng().arrayBuffer());
    const huge = new Uint8Array(2 * 1024 * 1024 + 1);
    huge.set(png);
    const response = await call('PUT', '/v1/partner_master/update', {
      token: await login('P'),
      form: profileForm(new File([huge], 'besar.png', { type: 'image/png' })),
    });
    await expectFieldError(response, 400, 'body', 'photo', 'Ukuran foto maksimal 2 MB.');
  });
});

describe('deleteVoucher', () => {
  it('stops serving the deleted voucher image', async () => {
    const token = await login('M');
    const merchant = db.merchants.find((m) => m.account_id === 3);
    const mine = db.vouchers.find((v) => v.merchant_id === merchant?.id);
    if (mine === undefined) throw new Error('seed changed');
    const detail = await call('GET', `/v1/merchant/getone_data?id=${mine.id}`, { token });
    expect(detail.status).toBe(200);
    const { data } = (await detail.json()) as { data: Voucher };
    const imagePath = new URL(data.image).pathname;
    expect((await call('GET', imagePath)).status).toBe(200);
    const removed = await call('GET', `/v1/merchant/remove_data?id=${mine.id}`, { token });
    expect(removed.status).toBe(200);
    expect((await call('GET', imagePath)).status).toBe(404);
  });
});

describe('the referral deep link /r/CODE', () => {
  it('answers a page naming an active code and its partner', async () => {
    const referral = db.referralCodes.find((r) => r.rowstatus === 1);
    if (referral === undefined) throw new Error('seed changed');
    const response = await call('GET', `/r/${encodeURIComponent(referral.partner_code)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain(`<h1>Kode referral ${referral.partner_code}</h1>`);
    expect(html).toContain(
      '<p>Kode ini aktif: pendaftar baru dengan kode ini menjadi member partner tersebut.</p>',
    );
  });

  it('answers a 404 page for an unknown code, with the code escaped', async () => {
    const response = await call('GET', `/r/${encodeURIComponent('<b>X</b>')}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(
      '<p>Tidak ada partner dengan kode <strong>&lt;b&gt;X&lt;/b&gt;</strong>.</p>',
    );
    expect(html).not.toContain('<b>X</b>');
  });
});

describe('rupiah', () => {
  it('writes amounts with dots between thousands', () => {
    expect(rupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(rupiah(500)).toBe('Rp 500');
  });
});
