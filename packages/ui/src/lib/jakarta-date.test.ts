import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isIsoDate, isRealDay } from './calendar-day';
import { jakartaClock, lastDays, rangeDays, todayInJakarta } from './jakarta-date';

describe('Jakarta calendar days', () => {
  it('knows real calendar dates', () => {
    expect(isIsoDate('2026-10-01')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('1/10/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
    expect(isRealDay(2028, 2, 29)).toBe(true);
    expect(isRealDay(2026, 4, 31)).toBe(false);
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
    // The day turns at 17.00 UTC, across a year too.
    expect(todayInJakarta(new Date('2026-10-18T16:59:59Z'))).toBe('2026-10-18');
    expect(todayInJakarta(new Date('2026-10-18T17:00:00Z'))).toBe('2026-10-19');
    expect(todayInJakarta(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it("reads Jakarta's wall clock at a moment, seconds included, as an export writes it", () => {
    expect(jakartaClock(new Date('2026-10-14T18:05:09.250Z')).toISOString()).toBe(
      '2026-10-15T01:05:09.250Z',
    );
    expect(jakartaClock(new Date('2026-12-31T17:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
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

// One "today in Jakarta" (docs/engineering.md#dates): a second one, on a fixed offset or the
// browser's zone, would disagree with this one about which day it is somewhere on the screen.
describe('one today in Jakarta', () => {
  const repo = resolve(__dirname, '../../../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return sources(path);
      return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('is the only function named for today in the UI kit and the dashboard', () => {
    const files = ['packages/ui/src', 'apps/dashboard/src', 'apps/dashboard/e2e'].flatMap((dir) =>
      sources(join(repo, dir)),
    );
    expect(files.length).toBeGreaterThan(100);
    const todays = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /(function|const|let)\s+\w*[tT]oday\w*/.test(line))
        .filter((line) => !line.includes('todayInJakarta('))
        .map((line) => `${relative(repo, file)}: ${line.trim()}`),
    );
    // A line that names `todayInJakarta(` is this one's definition or a use of it.
    expect(todays).toEqual([]);
  });

  it("reads Jakarta's clock in jakarta-date.ts and format.ts only", () => {
    // A today under another name gives itself away by how it finds Jakarta: the zone's name, the
    // browser's offset, or seven hours added by hand. (The journeys name the zone to be a user.)
    const files = ['packages/ui/src', 'apps/dashboard/src'].flatMap((dir) =>
      sources(join(repo, dir)),
    );
    const clocks = files.filter((file) =>
      /Asia\/Jakarta'|getTimezoneOffset|\b7\s*\*\s*(3_?600|60\s*\*\s*60|3\.6e6)|\b25_?200(_?000)?\b/.test(
        readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*).*$/gm, ''),
      ),
    );
    expect(clocks.map((file) => relative(repo, file)).sort()).toEqual([
      'packages/ui/src/lib/format.ts',
      'packages/ui/src/lib/jakarta-date.ts',
    ]);
  });
});
