import type { PageMeta } from '@backoffice/sdk';
import type { ListPaging } from '@backoffice/ui';

/** A paged answer of the contract: `{ data, meta }` (docs/engineering.md#code-layout). */
export type PagedAnswer<Row> = { data: Row[]; meta: PageMeta };

/** The rows of a paged answer, whatever their type. */
export type RowOf<Answer> = Answer extends PagedAnswer<infer Row> ? Row : never;

/**
 * The one place the API's paging meta becomes the list scaffold's paging. `limit` is the page
 * size asked for: the meta does not echo it, and the `No` column counts from it.
 */
export function pagingFromMeta(meta: PageMeta, limit: number): ListPaging {
  return {
    page: meta.page,
    pageSize: limit,
    totalpage: meta.totalpage,
    totaldata: meta.totaldata,
    totalDataOnPage: meta.totalDataOnPage,
  };
}
