import { dateToText, isUnreadableDate, textToDate, unreadableDateMessage } from './date-text';

describe('date text', () => {
  it('shows a stored date the Indonesian way', () => {
    expect(dateToText('2026-10-19')).toBe('19/10/2026');
    expect(dateToText('2026-10-19T09:30', true)).toBe('19/10/2026 09.30');
    expect(dateToText('')).toBe('');
    expect(dateToText(null)).toBe('');
  });

  it('reads what a person types', () => {
    expect(textToDate('19/10/2026')).toBe('2026-10-19');
    expect(textToDate(' 1-2-2027 ')).toBe('2027-02-01');
    expect(textToDate('19.10.2026')).toBe('2026-10-19');
    expect(textToDate('19/10/2026 09.30', true)).toBe('2026-10-19T09:30');
    expect(textToDate('19/10/2026 9:05', true)).toBe('2026-10-19T09:05');
  });

  it('refuses what is not a real day or time', () => {
    expect(textToDate('31/02/2026')).toBeNull();
    expect(textToDate('19/13/2026')).toBeNull();
    expect(textToDate('2026-10-19')).toBeNull();
    expect(textToDate('19/10')).toBeNull();
    expect(textToDate('19/10/2026', true)).toBeNull();
    expect(textToDate('19/10/2026 24.00', true)).toBeNull();
    expect(textToDate('19/10/2026 09.30')).toBeNull();
  });
});

describe('unreadable date text', () => {
  it('is text a date field handed on as typed, not a stored day, nor nothing', () => {
    expect(isUnreadableDate('31/02/2026')).toBe(true);
    expect(isUnreadableDate('besok')).toBe(true);
    expect(isUnreadableDate('2026-10-19')).toBe(false);
    expect(isUnreadableDate('')).toBe(false);
    expect(isUnreadableDate(undefined)).toBe(false);
  });

  it('is told in the format the field takes', () => {
    expect(unreadableDateMessage()).toBe('Tulis tanggal sebagai hh/bb/tttt.');
    expect(unreadableDateMessage(true)).toBe('Tulis waktu sebagai hh/bb/tttt jj.mm.');
  });
});
