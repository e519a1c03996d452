import { EMPTY_EVENT_FORM, jakartaDateTime, toCreateEventBody } from './event-form-values';

describe('event form values', () => {
  it('reads a datetime-local value as Jakarta time', () => {
    expect(jakartaDateTime('2026-12-12T10:00')).toBe('2026-12-12T10:00:00+07:00');
    expect(jakartaDateTime('2026-12-12T10:00:30')).toBe('2026-12-12T10:00:30+07:00');
  });

  it('turns the form into the create body: numbers, trimmed text, the chosen creator', () => {
    const banner = new File(['x'], 'banner.png', { type: 'image/png' });
    expect(
      toCreateEventBody({
        ...EMPTY_EVENT_FORM,
        kreator_id: '1',
        title: '  Kelas Batik  ',
        description: 'Membatik tulis.',
        category_id: '3',
        start_datetime: '2026-12-12T10:00',
        end_datetime: '2026-12-12T14:00',
        address: 'Jl. Sudirman 1',
        province_id: '32',
        city_id: '3273',
        regency_id: '327311',
        district_id: '3273111001',
        postal_code: '40111',
        price: '0',
        quota: '25',
        banner,
      }),
    ).toEqual({
      kreator_id: 1,
      title: 'Kelas Batik',
      description: 'Membatik tulis.',
      category_id: 3,
      start_datetime: '2026-12-12T10:00:00+07:00',
      end_datetime: '2026-12-12T14:00:00+07:00',
      address: 'Jl. Sudirman 1',
      province_id: 32,
      city_id: 3273,
      regency_id: 327311,
      district_id: 3273111001,
      postal_code: '40111',
      price: 0,
      quota: 25,
      banner,
    });
  });
});
