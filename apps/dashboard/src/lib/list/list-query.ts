import {
  type operations,
  type PagedOperationId,
  type PageMeta,
  type PageRow,
  pagedOperations,
} from '@backoffice/sdk';
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { api } from '../api';
import type { QueryOf } from './list-params';

/** The rows under `data`, whatever key the answer uses; its other fields as they came. */
export type ListPageAnswer<Op extends PagedOperationId> = Omit<
  operations[Op]['responses'][200]['content']['application/json'],
  'data'
> & { data: PageRow<Op>[]; meta: PageMeta };

/** `api.queryOptions` for a path chosen at run time, which openapi-fetch's types cannot follow. */
const queryOptionsOf = api.queryOptions as unknown as (
  method: 'get',
  path: string,
  init: { params: { query: unknown } },
) => { queryKey: QueryKey; queryFn: QueryFunction<unknown, QueryKey> };

/** The same key as `api.queryOptions('get', path, …)`, so a feature's invalidation of its path reaches it. */
export function listQueryOptions<Op extends PagedOperationId>(operation: Op, query: QueryOf<Op>) {
  const { path, rows } = pagedOperations[operation];
  return {
    ...queryOptionsOf('get', path, { params: { query } }),
    select: (answer: unknown) => {
      const page = answer as Record<string, unknown> & { meta: PageMeta };
      return { ...page, data: page[rows] } as ListPageAnswer<Op>;
    },
  };
}

/** The key every page of the operation's list shares: invalidating it refreshes them all. */
export function listKeyOf(operation: PagedOperationId): QueryKey {
  return ['get', pagedOperations[operation].path];
}
