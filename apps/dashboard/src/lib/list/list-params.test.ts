import { choiceParam } from '../url-state';
import { type ListParamsSpec, listQuery, readListParams, writeListParams } from './list-params';

const vouchers: ListParamsSpec<'listVouchers'> = {
  filters: { aktif: { codec: choiceParam([true, false]) } },
};
const redeems: ListParamsSpec<'listVoucherRedeems'> = {
  prefix: 'redeem_',
  filters: { status: { codec: choiceParam(['pending', 'accepted', 'rejected']) } },
};

describe('list params in the URL', () => {
  it('reads page, limit, search and filters, typed by the operation', () => {
    const params = readListParams('?page=3&limit=30&search=kopi&aktif=false', vouchers);
    expect(params).toEqual({ page: 3, limit: 30, search: 'kopi', filters: { aktif: false } });
    expect(listQuery(params)).toEqual({ page: 3, limit: 30, search: 'kopi', aktif: false });
  });

  it('falls back to the defaults for a missing or bad value', () => {
    expect(readListParams('', vouchers)).toEqual({ page: 1, limit: 15, search: '', filters: {} });
    expect(readListParams('?page=0&limit=500&aktif=maybe', vouchers)).toEqual({
      page: 1,
      limit: 15,
      search: '',
      filters: {},
    });
    expect(readListParams('?page=2.5&limit=-1', vouchers)).toMatchObject({ page: 1, limit: 15 });
    expect(readListParams('?redeem_status=lost', redeems).filters).toEqual({});
    // The contract's maxLength of search.
    expect(readListParams(`?search=${'a'.repeat(150)}`, vouchers).search).toHaveLength(100);
    expect(listQuery(readListParams('', vouchers))).toEqual({ page: 1, limit: 15 });
  });

  it('goes back to page 1 when the search or a filter changes, not when the page does', () => {
    expect(writeListParams('/v', 'page=4', vouchers, { filters: { aktif: true } })).toBe(
      '/v?aktif=true',
    );
    expect(writeListParams('/v', 'page=4&aktif=true', vouchers, { search: 'roti' })).toBe(
      '/v?aktif=true&search=roti',
    );
    expect(writeListParams('/v', 'aktif=true', vouchers, { page: 2 })).toBe('/v?aktif=true&page=2');
  });

  it('leaves defaults and the "Semua" choice out of the URL', () => {
    expect(writeListParams('/v', 'page=2', vouchers, { page: 1 })).toBe('/v');
    expect(writeListParams('/v', 'page=2&aktif=false', vouchers, { page: 1 })).toBe(
      '/v?aktif=false',
    );
    expect(
      writeListParams('/v', 'aktif=false&search=x', vouchers, { filters: { aktif: undefined } }),
    ).toBe('/v?search=x');
  });

  it('keeps the parameters of another list on the same page apart', () => {
    const search = 'tab=redeem&page=3&search=kopi';
    expect(readListParams(search, redeems)).toEqual({
      page: 1,
      limit: 15,
      search: '',
      filters: {},
    });
    expect(writeListParams('/v', search, redeems, { filters: { status: 'pending' } })).toBe(
      '/v?tab=redeem&page=3&search=kopi&redeem_status=pending',
    );
  });
});

describe('a numeric enum filter', () => {
  const partners: ListParamsSpec<'listPartners'> = {
    filters: { rowstatus: { codec: choiceParam([0, 1]) } },
  };

  it('reads a numeric enum value as its number and writes it back', () => {
    expect(readListParams('?rowstatus=0', partners).filters).toEqual({ rowstatus: 0 });
    expect(readListParams('?rowstatus=1', partners).filters).toEqual({ rowstatus: 1 });
    expect(
      writeListParams('/v', '?rowstatus=1&page=3', partners, { filters: { rowstatus: 0 } }),
    ).toBe('/v?rowstatus=0');
  });

  it('falls back to no filter for a value outside the enum or spelled otherwise', () => {
    for (const raw of ['2', '01', '1.0', 'aktif', '']) {
      expect(readListParams(`?rowstatus=${raw}`, partners).filters).toEqual({});
    }
  });
});
