import type { Voucher } from '@backoffice/sdk';
import { toCreateVoucherBody, toUpdateVoucherBody, voucherFormValues } from './voucher-form-values';

const voucher: Voucher = {
  id: 41,
  name: 'Diskon 20% Kopi Susu',
  description: null,
  voucher_type_id: 1,
  voucher_type_name: 'Diskon',
  point: 150,
  quota: 100,
  remaining: 64,
  start_date: '2026-11-01',
  expired_date: '2026-12-31',
  image: 'http://127.0.0.1:4010/uploads/voucher/kopi-susu.jpg',
  aktif: false,
  created_at: '2026-10-28T10:00:00+07:00',
};

const image = new File(['x'], 'baru.png', { type: 'image/png' });

describe('voucher form values', () => {
  it('maps a voucher to the form: numbers as input text, no description as empty, no new image', () => {
    expect(voucherFormValues(voucher)).toEqual({
      name: 'Diskon 20% Kopi Susu',
      description: '',
      voucher_type_id: '1',
      point: '150',
      quota: '100',
      start_date: '2026-11-01',
      expired_date: '2026-12-31',
      aktif: false,
      image: null,
    });
  });

  it('starts a new voucher active and empty', () => {
    expect(voucherFormValues().aktif).toBe(true);
    expect(voucherFormValues().image).toBeNull();
  });

  it('builds the create body: trimmed text, numbers, no blank description, the image', () => {
    const values = {
      ...voucherFormValues(voucher),
      name: '  Kopi  ',
      description: '  ',
      aktif: true,
      image,
    };
    expect(toCreateVoucherBody(values)).toEqual({
      name: 'Kopi',
      voucher_type_id: 1,
      point: 150,
      quota: 100,
      start_date: '2026-11-01',
      expired_date: '2026-12-31',
      aktif: true,
      image,
    });
    expect(() => toCreateVoucherBody({ ...values, image: null })).toThrow();
  });

  it('builds the update body: the description always (to clear it), the image only when replaced', () => {
    const kept = toUpdateVoucherBody(voucherFormValues(voucher));
    expect(kept).toEqual({
      name: 'Diskon 20% Kopi Susu',
      description: '',
      voucher_type_id: 1,
      point: 150,
      quota: 100,
      start_date: '2026-11-01',
      expired_date: '2026-12-31',
      aktif: false,
    });
    expect('image' in kept).toBe(false);
    expect(toUpdateVoucherBody({ ...voucherFormValues(voucher), image }).image).toBe(image);
  });
});
