import type { Voucher } from '@backoffice/sdk';
import {
  EMPTY_VOUCHER_FORM,
  toCreateVoucherBody,
  toUpdateVoucherBody,
  voucherToFormValues,
} from './voucher-form-values';

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
    expect(voucherToFormValues(voucher)).toEqual({
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
    expect(EMPTY_VOUCHER_FORM.aktif).toBe(true);
    expect(EMPTY_VOUCHER_FORM.image).toBeNull();
  });

  it('builds the create body: trimmed text, numbers, no blank description, the image', () => {
    const values = {
      ...voucherToFormValues(voucher),
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
    const kept = toUpdateVoucherBody(voucherToFormValues(voucher));
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
    expect(toUpdateVoucherBody({ ...voucherToFormValues(voucher), image }).image).toBe(image);
  });
});
