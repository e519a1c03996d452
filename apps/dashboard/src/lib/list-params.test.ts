import {
  booleanFilter,
  enumFilter,
  type ListParamsSpec,
  listQuery,
  readListParams,
  writeListParams,
} from './list-params';

const vouchers: ListParamsSpec<'listVouchers'> = { filters: { aktif: booleanFilter } };
const redeems: ListParamsSpec<'listVoucherRedeems'> = {
  prefix: 'redeem_',
  filters: { status: enumFilter(['pending', 'accepted', 'rejected']) },
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
    expect(writeListParams('page=4', vouchers, { filters: { aktif: true } })).toBe('aktif=true');
    expect(writeListParams('page=4&aktif=true', vouchers, { search: 'roti' })).toBe(
      'aktif=true&search=roti',
    );
    expect(writeListParams('aktif=true', vouchers, { page: 2 })).toBe('aktif=true&page=2');
  });

  it('leaves defaults and the "Semua" choice out of the URL', () => {
    expect(writeListParams('page=2&aktif=false', vouchers, { page: 1 })).toBe('aktif=false');
    expect(
      writeListParams('aktif=false&search=x', vouchers, { filters: { aktif: undefined } }),
    ).toBe('search=x');
  });

  it('keeps the parameters of another list on the same page apart', () => {
    const search = 'tab=redeem&page=3&search=kopi';
    expect(readListParams(search, redeems)).toEqual({
      page: 1,
      limit: 15,
      search: '',
      filters: {},
    });
    expect(writeListParams(search, redeems, { filters: { status: 'pending' } })).toBe(
      'tab=redeem&page=3&search=kopi&redeem_status=pending',
    );
  });
});
