import type { Promo } from '@backoffice/sdk';
import { promoState } from './promo-state';

const promo: Promo = {
  id: 1,
  title: 'Diskon Akhir Tahun',
  code: 'AKHIRTAHUN26',
  description: 'Potongan untuk semua jasa.',
  discount_type: 'percent',
  value: 20,
  quota: 100,
  used: 10,
  start_date: '2026-11-01',
  end_date: '2026-12-31',
  image: null,
  created_at: '2026-10-20T10:00:00+07:00',
  updated_at: '2026-10-20T10:00:00+07:00',
};

describe('promoState', () => {
  it('reads the state from the dates and the quota, both ends of the period included', () => {
    expect(promoState(promo, '2026-10-31')).toBe('upcoming');
    expect(promoState(promo, '2026-11-01')).toBe('running');
    expect(promoState(promo, '2026-12-31')).toBe('running');
    expect(promoState(promo, '2027-01-01')).toBe('ended');
    expect(promoState({ ...promo, used: 100 }, '2026-11-24')).toBe('used_up');
  });
});
