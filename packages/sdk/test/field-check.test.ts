import { describe, expect, it } from 'vitest';
import { collectFieldRules } from '../scripts/gen.mjs';
import { fieldProblem } from '../src/field-check';
import * as fieldRules from '../src/field-rules.gen';

const voucher = fieldRules.CreateVoucherRequest;
const merchant = fieldRules.RegisterMerchantRequest;

describe('fieldProblem', () => {
  it('says a required field is missing, whether empty, blank or absent', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(fieldProblem(voucher.name, value)).toBe('Nama voucher wajib diisi.');
    }
  });

  it('lets an optional field stay empty', () => {
    expect(fieldProblem(voucher.description, '')).toBeNull();
  });

  it('checks lengths in characters, with the limit in the Indonesian number format', () => {
    expect(fieldProblem(voucher.name, 'x'.repeat(101))).toBe('Nama voucher maksimal 100 karakter.');
    expect(fieldProblem(merchant.password, 'pendek')).toBe('Password minimal 8 karakter.');
    expect(fieldProblem(voucher.description, 'é'.repeat(1000))).toBeNull();
  });

  it('checks integers from an input text, their minimum and maximum', () => {
    expect(fieldProblem(voucher.point, '1,5')).toBe('Poin harus berupa angka bulat.');
    expect(fieldProblem(voucher.point, '2.5')).toBe('Poin harus berupa angka bulat.');
    expect(fieldProblem(voucher.point, '0')).toBe('Poin minimal 1.');
    expect(fieldProblem(voucher.quota, 1_000_001)).toBe('Kuota maksimal 1.000.000.');
    expect(fieldProblem(voucher.quota, ' 30 ')).toBeNull();
  });

  it('checks formats and patterns', () => {
    expect(fieldProblem(merchant.email, 'bukan-email')).toBe('Format email tidak valid.');
    expect(fieldProblem(voucher.start_date, '2026-02-30')).toBe(
      'Tanggal mulai harus berupa tanggal (YYYY-MM-DD).',
    );
    expect(fieldProblem(voucher.start_date, '2026-02-28')).toBeNull();
    expect(fieldProblem(merchant.postal_code, '4011')).toBe('Format Kode pos tidak valid.');
    expect(fieldProblem(merchant.phone, '+6281234567890')).toBeNull();
  });

  it('refuses text longer than a pattern allows by its length first, as the mock does', () => {
    expect(fieldProblem(merchant.phone, '0812'.repeat(5))).toBe('No. HP maksimal 16 karakter.');
    expect(fieldProblem(merchant.postal_code, '401111')).toBe('Kode pos maksimal 5 karakter.');
    expect(fieldProblem(merchant.email, `${'a'.repeat(250)}@x.id`)).toBe(
      'Email maksimal 254 karakter.',
    );
  });

  it('checks enums', () => {
    expect(fieldProblem(fieldRules.ReviewMerchantRequest.status, 'maybe')).toBe(
      'Status harus salah satu dari: accept, reject.',
    );
  });

  it('leaves a present file to uploadProblem', () => {
    expect(fieldProblem(voucher.image, new Blob(['x'], { type: 'text/plain' }))).toBeNull();
    expect(fieldProblem(voucher.image, null)).toBe('Gambar wajib diisi.');
  });
});

describe('collectFieldRules', () => {
  it('reads request schemas only, with titles, required, the null type dropped and $ref resolved', () => {
    const rows = collectFieldRules({
      components: {
        schemas: {
          Thing: { properties: { a: { type: 'string' } } },
          Status: { type: 'string', enum: ['on', 'off'] },
          SaveThingRequest: {
            required: ['partner_code'],
            properties: {
              partner_code: { type: 'string', maxLength: 8 },
              note: { title: 'Catatan', type: ['string', 'null'] },
              status: { $ref: '#/components/schemas/Status', title: 'Status' },
              photo: { title: 'Foto', type: 'string', format: 'binary' },
            },
          },
        },
      },
    });
    expect(rows).toEqual([
      {
        schemaName: 'SaveThingRequest',
        field: 'partner_code',
        rule: { label: 'Partner code', type: 'string', required: true, maxLength: 8 },
      },
      {
        schemaName: 'SaveThingRequest',
        field: 'note',
        rule: { label: 'Catatan', type: 'string', required: false },
      },
      {
        schemaName: 'SaveThingRequest',
        field: 'status',
        rule: { label: 'Status', type: 'string', required: false, enum: ['on', 'off'] },
      },
      {
        schemaName: 'SaveThingRequest',
        field: 'photo',
        rule: { label: 'Foto', type: 'file', required: false },
      },
    ]);
  });
});
