import { promoFormValues, toPromoBody } from './promo-form-values';

describe('promo form values', () => {
  it('sends the code in capitals, numbers as numbers, and no banner unless one is chosen', () => {
    const body = toPromoBody({
      ...promoFormValues(),
      title: ' Diskon Akhir Tahun ',
      code: ' akhirtahun26 ',
      description: 'Potongan untuk semua jasa.',
      value: '20',
      quota: '100',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });
    expect(body).toEqual({
      title: 'Diskon Akhir Tahun',
      code: 'AKHIRTAHUN26',
      description: 'Potongan untuk semua jasa.',
      discount_type: 'percent',
      value: 20,
      quota: 100,
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });
  });
});
