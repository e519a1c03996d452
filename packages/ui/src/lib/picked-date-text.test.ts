import { textWithDay, typedDay } from './picked-date-text';

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
