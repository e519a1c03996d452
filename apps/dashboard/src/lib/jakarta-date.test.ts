import { isIsoDate, lastDays, rangeDays, todayInJakarta } from './jakarta-date';

describe('Jakarta calendar days', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2026-10-01')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('1/10/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('counts the days of a range with both ends included', () => {
    expect(rangeDays({ start_date: '2026-10-01', end_date: '2026-10-01' })).toBe(1);
    expect(rangeDays({ start_date: '2026-10-01', end_date: '2026-10-31' })).toBe(31);
    expect(rangeDays({ start_date: '2026-01-01', end_date: '2026-12-31' })).toBe(365);
    expect(rangeDays({ start_date: 'x', end_date: '2026-12-31' })).toBeNull();
  });

  it('takes today from the Jakarta clock', () => {
    // 18:00 UTC on 14 Oct is already 01:00 on 15 Oct in Jakarta.
    expect(todayInJakarta(new Date('2026-10-14T18:00:00Z'))).toBe('2026-10-15');
    expect(todayInJakarta(new Date('2026-10-14T16:59:00Z'))).toBe('2026-10-14');
  });

  it('builds the last N days ending on a day', () => {
    expect(lastDays(7, '2026-10-15')).toEqual({ start_date: '2026-10-09', end_date: '2026-10-15' });
    expect(lastDays(30, '2026-03-01')).toEqual({
      start_date: '2026-01-31',
      end_date: '2026-03-01',
    });
    expect(rangeDays(lastDays(90, '2026-10-15'))).toBe(90);
  });
});
