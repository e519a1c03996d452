import { linesOutside } from '../../test/source-imports';
import * as url from './url-state';

describe('URL state codecs', () => {
  it('reads a parameter through its codec, and a value it does not know as none', () => {
    expect(url.readParam('?page=3', 'page', url.countParam(10))).toBe(3);
    for (const raw of ['0', '11', '2.5', '-1', '03x', '']) {
      expect(url.readParam(`page=${raw}`, 'page', url.countParam(10))).toBeUndefined();
    }
    expect(url.readParam('a=1', 'page', url.countParam(10))).toBeUndefined();
    expect(url.readParam('redirect=%2Fmember%3Fpage%3D2', 'redirect', url.textParam)).toBe(
      '/member?page=2',
    );
  });

  it('reads a choice as the type of its values', () => {
    expect(url.readParam('rowstatus=0', 'rowstatus', url.choiceParam([0, 1]))).toBe(0);
    expect(url.readParam('aktif=false', 'aktif', url.choiceParam([true, false]))).toBe(false);
    expect(url.readParam('tab=redeem', 'tab', url.choiceParam(['voucher', 'redeem']))).toBe(
      'redeem',
    );
    for (const raw of ['2', '01', '1.0', 'aktif']) {
      expect(
        url.readParam(`rowstatus=${raw}`, 'rowstatus', url.choiceParam([0, 1])),
      ).toBeUndefined();
    }
  });

  it('reads only days of the calendar and plainly written record ids', () => {
    expect(url.readParam('d=2028-02-29', 'd', url.dayParam)).toBe('2028-02-29');
    expect(url.readParam('d=2026-02-30', 'd', url.dayParam)).toBeUndefined();
    expect(url.readParam('d=29/02/2028', 'd', url.dayParam)).toBeUndefined();
    expect(url.readParam('detail=801', 'detail', url.idParam)).toBe(801);
    for (const raw of ['80x', '0', '007', '-1']) {
      expect(url.readParam(`detail=${raw}`, 'detail', url.idParam)).toBeUndefined();
    }
  });

  it('writes changes into a path, keeping the other parameters and dropping empty ones', () => {
    expect(url.hrefWith('/voucher', 'tab=redeem&page=2', { page: '3', search: 'kopi' })).toBe(
      '/voucher?tab=redeem&page=3&search=kopi',
    );
    expect(url.hrefWith('/voucher', '?tab=redeem', { tab: undefined })).toBe('/voucher');
    expect(url.hrefWith('/login', '', { redirect: '/member?page=2' })).toBe(
      '/login?redirect=%2Fmember%3Fpage%3D2',
    );
  });
});

describe('parseRouteId', () => {
  it('reads a positive whole number', () => {
    expect(url.parseRouteId('41')).toBe(41);
    expect(url.parseRouteId('1')).toBe(1);
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
      expect(url.parseRouteId(raw)).toBeNull();
    }
  });
});

// URL state has one way (docs/engineering.md#url-state): a second reader or writer of the query
// string would decode a value its own way, and a bad link would break one screen and not another.
describe('one way to read and write URL state', () => {
  it('no source but url-state.ts parses or spells a query string', () => {
    expect(
      linesOutside('lib/url-state.ts', /URLSearchParams|searchParams|[?&][\w-]+=\$\{/),
    ).toEqual([]);
  });
});
