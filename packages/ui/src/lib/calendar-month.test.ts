import {
  addMonths,
  dayAfterKey,
  dayLabel,
  monthTitle,
  monthWeeks,
  textWithDay,
  typedDay,
  WEEKDAYS,
} from './calendar-month';

describe('calendar month', () => {
  it('names months and weekdays in Indonesian, the week from Monday', () => {
    expect(['2026-01', '2026-02', '2026-12'].map(monthTitle)).toEqual([
      'Januari 2026',
      'Februari 2026',
      'Desember 2026',
    ]);
    expect(WEEKDAYS.map((weekday) => weekday.short)).toEqual([
      'Sen',
      'Sel',
      'Rab',
      'Kam',
      'Jum',
      'Sab',
      'Min',
    ]);
    expect(monthTitle('2026-10')).toBe('Oktober 2026');
    expect(dayLabel('2026-10-19')).toBe('Senin, 19 Oktober 2026');
    expect(dayLabel('2026-11-01')).toBe('Minggu, 1 November 2026');
  });

  it('lays a month out in weeks Monday to Sunday, other months’ days empty', () => {
    // 1 October 2026 is a Thursday: three empty days before it.
    const october = monthWeeks('2026-10');
    expect(october).toHaveLength(5);
    expect(october[0]).toEqual([
      null,
      null,
      null,
      '2026-10-01',
      '2026-10-02',
      '2026-10-03',
      '2026-10-04',
    ]);
    expect(october[4]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      null,
    ]);
    // 1 November 2026 is a Sunday: it ends the first week, and the month needs six.
    const november = monthWeeks('2026-11');
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(november).toHaveLength(6);
  });

  it('moves by the WAI-ARIA date picker keys', () => {
    const from = '2026-10-22'; // a Thursday
    const key = (name: string, shiftKey = false) => dayAfterKey(from, { key: name, shiftKey });
    expect(key('ArrowLeft')).toBe('2026-10-21');
    expect(key('ArrowRight')).toBe('2026-10-23');
    expect(key('ArrowUp')).toBe('2026-10-15');
    expect(key('ArrowDown')).toBe('2026-10-29');
    expect(key('PageUp')).toBe('2026-09-22');
    expect(key('PageDown')).toBe('2026-11-22');
    expect(key('PageDown', true)).toBe('2027-10-22');
    expect(key('Home')).toBe('2026-10-19');
    expect(key('End')).toBe('2026-10-25');
    expect(key('Tab')).toBeNull();
    expect(dayAfterKey('2026-10-31', { key: 'ArrowRight' })).toBe('2026-11-01');
  });

  it('keeps the month’s last day when a month is shorter', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-03-31', -1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('picked date text', () => {
  it('puts a picked day in the text, keeping a typed time of day', () => {
    expect(textWithDay('01/01/2026', '2026-10-19')).toBe('19/10/2026');
    expect(textWithDay('', '2026-10-19')).toBe('19/10/2026');
    expect(textWithDay('01/01/2026 9.30', '2026-10-19', true)).toBe('19/10/2026 09.30');
    expect(textWithDay('14:05', '2026-10-19', true)).toBe('19/10/2026 14.05');
    expect(textWithDay('01/01/2026', '2026-10-19', true)).toBe('19/10/2026 ');
    expect(textWithDay('', '2026-10-19', true)).toBe('19/10/2026 ');
  });

  it('reads the day a field names, with or without its time', () => {
    expect(typedDay('19/10/2026')).toBe('2026-10-19');
    expect(typedDay('19/10/2026 09.30')).toBe('2026-10-19');
    expect(typedDay('19/10/2026 ')).toBe('2026-10-19');
    expect(typedDay('19/10')).toBeNull();
  });
});
