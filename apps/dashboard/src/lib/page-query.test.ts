import { listPageQuery, recordPageQuery } from './page-query';

const recordOptions = (id: number) => ({ queryKey: ['record', id] });
const listOptions = (query: unknown) => ({ queryKey: ['list', query] });

describe('listPageQuery', () => {
  it("asks for the page, limit, search and filters the list's URL holds", () => {
    const spec = { filters: {} };
    expect(
      listPageQuery(spec, listOptions, { search: 'page=3&search=Budi&tab=x', params: {} }).queryKey,
    ).toEqual(['list', { page: 3, limit: 15, search: 'Budi' }]);
  });
});

describe('recordPageQuery', () => {
  it("asks for the record the route's id names", () => {
    const queries = recordPageQuery(recordOptions, { search: '', params: { id: '12' } });
    expect(queries.map((query) => query.queryKey)).toEqual([['record', 12]]);
  });

  it.each(['12abc', '0', '-1', undefined])('asks for nothing for the id %s', (id) => {
    expect(recordPageQuery(recordOptions, { search: '', params: { id } })).toEqual([]);
  });
});
