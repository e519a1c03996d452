import { fieldRules, uploadRules } from '@backoffice/sdk';
import { contractProblems } from './contract-resolver';

const rules = fieldRules.CreateVoucherRequest;
const uploads = uploadRules.CreateVoucherRequest;

function png(bytes: number) {
  return new File([new Uint8Array(bytes)], 'gambar.png', { type: 'image/png' });
}

const filled = {
  name: 'Diskon Kopi',
  description: '',
  voucher_type_id: '1',
  point: '150',
  quota: '10',
  start_date: '2026-12-01',
  expired_date: '2026-12-31',
  aktif: true,
  image: png(10),
};

describe('contractProblems', () => {
  it('finds nothing wrong with a filled form', () => {
    expect(contractProblems(filled, rules, uploads)).toEqual({});
  });

  it('names every field that breaks its rule, in the mock validator words', () => {
    expect(
      contractProblems(
        { ...filled, name: '', point: '0', quota: 'abc', start_date: '2026-13-01', image: null },
        rules,
        uploads,
      ),
    ).toEqual({
      name: 'Nama voucher wajib diisi.',
      point: 'Poin minimal 1.',
      quota: 'Kuota harus berupa angka bulat.',
      start_date: 'Tanggal mulai harus berupa tanggal (YYYY-MM-DD).',
      image: 'Gambar wajib diisi.',
    });
  });

  it('checks a chosen file for its type and size by the upload rule', () => {
    const gif = new File(['gif'], 'a.gif', { type: 'image/gif' });
    expect(contractProblems({ ...filled, image: gif }, rules, uploads)).toEqual({
      image: 'Gambar harus berupa gambar JPG, PNG atau WEBP.',
    });
    expect(
      contractProblems({ ...filled, image: png(2 * 1024 * 1024 + 1) }, rules, uploads),
    ).toEqual({
      image: 'Ukuran gambar maksimal 2 MB.',
    });
  });

  it('skips an optional field the form does not have, yet still asks for a required one', () => {
    const { description: _, name: __, ...rest } = filled;
    expect(contractProblems(rest, rules, uploads)).toEqual({ name: 'Nama voucher wajib diisi.' });
  });
});
