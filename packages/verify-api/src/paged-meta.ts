import type { Problem } from '@backoffice/contract';

const META = '#/components/schemas/PageMeta';
const FIELDS = ['page', 'totalpage', 'totaldata', 'totalDataOnPage', 'totalActive'] as const;
type Field = (typeof FIELDS)[number];

function integerAt(value: unknown, key: string): number | null {
  const field = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  return typeof field === 'number' && Number.isInteger(field) ? field : null;
}

/**
 * A paged list's `meta` must agree with itself and with the request: the page asked for,
 * `totalpage` = ⌈totaldata / limit⌉, `totalDataOnPage` = the rows on the page, a full page before
 * the last, the rest on the last, none past it, and no more active rows than rows. The schema
 * (checked before) says each is a whole number; this says they fit together.
 */
export function checkPagedMeta(body: unknown, rowsKey: string, page: number, limit: number) {
  const meta = typeof body === 'object' && body !== null ? Reflect.get(body, 'meta') : undefined;
  const rows = typeof body === 'object' && body !== null ? Reflect.get(body, rowsKey) : undefined;
  const values = Object.fromEntries(FIELDS.map((key) => [key, integerAt(meta, key)]));
  // A meta the schema refused is reported there already.
  if (!Array.isArray(rows) || Object.values(values).some((v) => v === null)) {
    return { checks: 0, problems: [] };
  }
  const { totalpage, totaldata, totalDataOnPage, totalActive } = values as Record<Field, number>;
  const expectedPages = Math.ceil(totaldata / limit);
  const expectedRows =
    page < expectedPages ? limit : page === expectedPages ? totaldata - (page - 1) * limit : 0;
  const problems: Problem[] = [];
  const expect = (ok: boolean, at: string, rule: string, message: string) => {
    if (!ok) problems.push({ at, rule: `${rule} (${META})`, message });
  };
  expect(
    values.page === page,
    '/meta/page',
    'page = the page asked for',
    `page ${values.page} for ?page=${page}`,
  );
  expect(
    totalpage === expectedPages,
    '/meta/totalpage',
    'totalpage = ⌈totaldata / limit⌉',
    `totalpage ${totalpage} for ${totaldata} rows of ${limit}`,
  );
  expect(
    totalDataOnPage === rows.length,
    '/meta/totalDataOnPage',
    'totalDataOnPage = the rows on the page',
    `totalDataOnPage ${totalDataOnPage} beside ${rows.length} rows`,
  );
  expect(
    rows.length === expectedRows,
    `/${rowsKey}`,
    'a full page before the last, the rest on the last, none after',
    `${rows.length} rows on page ${page} of ${totaldata} rows by ${limit}`,
  );
  expect(
    totalActive <= totaldata,
    '/meta/totalActive',
    'totalActive ≤ totaldata',
    `totalActive ${totalActive} of ${totaldata} rows`,
  );
  return { checks: 5, problems };
}
