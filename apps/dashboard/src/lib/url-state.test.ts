import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isTest, sourceFiles, srcDir } from '../../test/source-imports';
import {
  choiceParam,
  countParam,
  dayParam,
  hrefWith,
  idParam,
  parseRouteId,
  readParam,
  textParam,
} from './url-state';

describe('URL state codecs', () => {
  it('reads a parameter through its codec, and a value it does not know as none', () => {
    expect(readParam('?page=3', 'page', countParam(10))).toBe(3);
    for (const raw of ['0', '11', '2.5', '-1', '03x', '']) {
      expect(readParam(`page=${raw}`, 'page', countParam(10))).toBeUndefined();
    }
    expect(readParam('a=1', 'page', countParam(10))).toBeUndefined();
    expect(readParam('redirect=%2Fmember%3Fpage%3D2', 'redirect', textParam)).toBe(
      '/member?page=2',
    );
  });

  it('reads a choice as the type of its values', () => {
    expect(readParam('rowstatus=0', 'rowstatus', choiceParam([0, 1]))).toBe(0);
    expect(readParam('aktif=false', 'aktif', choiceParam([true, false]))).toBe(false);
    expect(readParam('tab=redeem', 'tab', choiceParam(['voucher', 'redeem']))).toBe('redeem');
    for (const raw of ['2', '01', '1.0', 'aktif']) {
      expect(readParam(`rowstatus=${raw}`, 'rowstatus', choiceParam([0, 1]))).toBeUndefined();
    }
  });

  it('reads only days of the calendar and plainly written record ids', () => {
    expect(readParam('d=2028-02-29', 'd', dayParam)).toBe('2028-02-29');
    expect(readParam('d=2026-02-30', 'd', dayParam)).toBeUndefined();
    expect(readParam('d=29/02/2028', 'd', dayParam)).toBeUndefined();
    expect(readParam('detail=801', 'detail', idParam)).toBe(801);
    for (const raw of ['80x', '0', '007', '-1']) {
      expect(readParam(`detail=${raw}`, 'detail', idParam)).toBeUndefined();
    }
  });

  it('writes changes into a path, keeping the other parameters and dropping empty ones', () => {
    expect(hrefWith('/voucher', 'tab=redeem&page=2', { page: '3', search: 'kopi' })).toBe(
      '/voucher?tab=redeem&page=3&search=kopi',
    );
    expect(hrefWith('/voucher', '?tab=redeem', { tab: undefined })).toBe('/voucher');
    expect(hrefWith('/login', '', { redirect: '/member?page=2' })).toBe(
      '/login?redirect=%2Fmember%3Fpage%3D2',
    );
  });
});

describe('parseRouteId', () => {
  it('reads a positive whole number', () => {
    expect(parseRouteId('41')).toBe(41);
    expect(parseRouteId('1')).toBe(1);
  });

  it('refuses anything else, so the page shows its not-found state', () => {
    for (const raw of [
      undefined,
      '',
      '0',
      '-1',
      '1.5',
      '12abc',
      '007',
      ' 4',
      '1e3',
      '9007199254740993',
    ]) {
      expect(parseRouteId(raw)).toBeNull();
    }
  });
});

// URL state has one way (docs/engineering.md#url-state): a second reader or writer of the query
// string would decode a value its own way, and a bad link would break one screen and not another.
describe('one way to read and write URL state', () => {
  it('no source but url-state.ts parses or spells a query string', () => {
    const secondWays = sourceFiles(srcDir)
      .filter((file) => !isTest(file) && file !== join(srcDir, 'lib/url-state.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /URLSearchParams|searchParams|[?&][\w-]+=\$\{/.test(line))
          .map((line) => `${relative(srcDir, file)}: ${line.trim()}`),
      );
    expect(secondWays).toEqual([]);
  });
});
