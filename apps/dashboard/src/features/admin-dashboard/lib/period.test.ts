import {
  END_REQUIRED_MESSAGE,
  isIsoDate,
  lastDays,
  PERIOD_TOO_LONG_MESSAGE,
  periodDays,
  periodFromSearch,
  START_AFTER_END_MESSAGE,
  START_REQUIRED_MESSAGE,
  searchWithPeriod,
  todayInJakarta,
  validatePeriod,
} from './period';

describe('admin dashboard period', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2026-10-01')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('1/10/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('counts the days of a period with both ends included', () => {
    expect(periodDays({ start_date: '2026-10-01', end_date: '2026-10-01' })).toBe(1);
    expect(periodDays({ start_date: '2026-10-01', end_date: '2026-10-31' })).toBe(31);
    expect(periodDays({ start_date: '2026-01-01', end_date: '2026-12-31' })).toBe(365);
  });

  it('accepts a period of up to 366 days', () => {
    expect(validatePeriod({ start_date: '2026-10-01', end_date: '2026-10-01' })).toEqual({});
    expect(validatePeriod({ start_date: '2027-03-01', end_date: '2028-02-29' })).toEqual({});
    expect(validatePeriod({ start_date: '2027-03-01', end_date: '2028-03-01' })).toEqual({
      end_date: PERIOD_TOO_LONG_MESSAGE,
    });
  });

  it('refuses a start after the end, and missing dates', () => {
    expect(validatePeriod({ start_date: '2026-10-02', end_date: '2026-10-01' })).toEqual({
      start_date: START_AFTER_END_MESSAGE,
    });
    expect(validatePeriod({ start_date: '', end_date: '' })).toEqual({
      start_date: START_REQUIRED_MESSAGE,
      end_date: END_REQUIRED_MESSAGE,
    });
  });

  it('reads the period from the URL only when it is complete and valid', () => {
    expect(periodFromSearch('?start_date=2026-10-01&end_date=2026-10-03')).toEqual({
      start_date: '2026-10-01',
      end_date: '2026-10-03',
    });
    expect(periodFromSearch('')).toBeNull();
    expect(periodFromSearch('start_date=2026-10-01')).toBeNull();
    expect(periodFromSearch('start_date=2026-10-05&end_date=2026-10-01')).toBeNull();
    expect(periodFromSearch('start_date=yesterday&end_date=2026-10-01')).toBeNull();
  });

  it('writes the period into the query string, keeping other parameters', () => {
    const period = { start_date: '2026-10-01', end_date: '2026-10-03' };
    expect(searchWithPeriod('tab=x', period)).toBe(
      'tab=x&start_date=2026-10-01&end_date=2026-10-03',
    );
    expect(searchWithPeriod('start_date=2026-01-01&end_date=2026-01-02&tab=x', null)).toBe('tab=x');
  });
});

describe('period presets', () => {
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
    expect(periodDays(lastDays(90, '2026-10-15'))).toBe(90);
  });
});
