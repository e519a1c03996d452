import { QueryClient } from '@tanstack/react-query';
import { type PageQuery, recordPageQuery } from './page-query';

const record = { queryOptions: (id: number) => ({ queryKey: ['record', id], queryFn: () => id }) };

/** The keys the queries put in a fresh cache once asked for. */
async function askedKeys(queries: readonly PageQuery[]) {
  const client = new QueryClient();
  await Promise.all(queries.map((query) => query(client)));
  return client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
}

describe('recordPageQuery', () => {
  it("asks for the record the route's id names", async () => {
    const queries = recordPageQuery(record, { search: '', params: { id: '12' } });
    expect(await askedKeys(queries)).toEqual([['record', 12]]);
  });

  it.each(['12abc', '0', '-1', undefined])('asks for nothing for the id %s', (id) => {
    expect(recordPageQuery(record, { search: '', params: { id } })).toEqual([]);
  });
});
