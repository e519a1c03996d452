import type { PageMeta } from '@backoffice/sdk';
import { QueryClient } from '@tanstack/react-query';
import { changeRowEverywhere, holdRowChange } from './row-cache';

type PagedAnswer<Row> = { data: Row[]; meta: PageMeta };

type Row = { id: number; aktif: boolean };
const meta = { page: 1, totalpage: 2, totaldata: 3, totalDataOnPage: 2, totalActive: 1 };

function cache() {
  const client = new QueryClient();
  client.setQueryData(['get', '/v1/list', { params: { query: { page: 1 } } }], {
    data: [
      { id: 1, aktif: true },
      { id: 2, aktif: false },
    ],
    meta,
  } satisfies PagedAnswer<Row>);
  client.setQueryData(['get', '/v1/list', { params: { query: { page: 1, aktif: false } } }], {
    data: [{ id: 2, aktif: false }],
    meta: { ...meta, totalpage: 1, totaldata: 1, totalDataOnPage: 1 },
  } satisfies PagedAnswer<Row>);
  client.setQueryData(['get', '/v1/other'], { data: [{ id: 2, aktif: false }], meta });
  return client;
}

const rowsOf = (client: QueryClient) =>
  client
    .getQueriesData<PagedAnswer<Row>>({ queryKey: ['get', '/v1/list'] })
    .map(([, answer]) => answer?.data);

describe('a row change across the cached pages of a list', () => {
  it('changes the row in every page and filter of the list, and nowhere else', () => {
    const client = cache();
    changeRowEverywhere<Row>(client, [['get', '/v1/list']], 2, {
      kind: 'update',
      apply: (row) => ({ ...row, aktif: true }),
    });
    expect(rowsOf(client)).toEqual([
      [
        { id: 1, aktif: true },
        { id: 2, aktif: true },
      ],
      [{ id: 2, aktif: true }],
    ]);
    expect(client.getQueryData<PagedAnswer<Row>>(['get', '/v1/other'])?.data).toEqual([
      { id: 2, aktif: false },
    ]);
  });

  it('takes a removed row out of the totals too', () => {
    const client = cache();
    changeRowEverywhere<Row>(client, [['get', '/v1/list']], 1, { kind: 'remove' });
    const [first] = client.getQueriesData<PagedAnswer<Row>>({ queryKey: ['get', '/v1/list'] });
    expect(first?.[1]?.data).toEqual([{ id: 2, aktif: false }]);
    expect(first?.[1]?.meta).toMatchObject({ totaldata: 2, totalDataOnPage: 1 });
  });

  it('takes back one held change of several, in any order: the others stay, a removed row returns to its place', () => {
    const client = cache();
    const list = [['get', '/v1/list']] as const;
    const off = holdRowChange<Row>(client, list, [1], {
      kind: 'update',
      apply: (row) => ({ ...row, aktif: false }),
    });
    const gone = holdRowChange<Row>(client, list, [2], { kind: 'remove' });
    expect(rowsOf(client)).toEqual([[{ id: 1, aktif: false }], []]);
    off.revert();
    expect(rowsOf(client)).toEqual([[{ id: 1, aktif: true }], []]);
    gone.revert();
    expect(rowsOf(client)).toEqual([
      [
        { id: 1, aktif: true },
        { id: 2, aktif: false },
      ],
      [{ id: 2, aktif: false }],
    ]);
    const [first] = client.getQueriesData<PagedAnswer<Row>>({ queryKey: ['get', '/v1/list'] });
    expect(first?.[1]?.meta).toMatchObject({ totaldata: 3, totalDataOnPage: 2 });
  });
});
