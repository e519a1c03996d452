import type { ApiError } from '@backoffice/sdk';
import type { QueryFunction, QueryKey, UseQueryOptions } from '@tanstack/react-query';

/**
 * A record page (edit, detail) as data (docs/engineering.md#record-pages): the query that reads
 * the record by the route's id, and what the page says when there is no such record. The kit
 * turns it into the id check, the page's states and its first query.
 */

/** What the page shows for an id that names no record (a 404, or no id at all). */
export type RecordNotFound = {
  /** What is missing, as the user names it: `Voucher tidak ditemukan`. */
  title: string;
  /** One line on why and where to go. */
  description: string;
  /** The list the way back leads to, as the user names it: `daftar voucher` (`BackLink`). */
  listName: string;
};

/**
 * The not-found texts of a record one can delete or mistype (`voucher`): `Voucher tidak
 * ditemukan`, why, and the way back to `daftar voucher`.
 */
export function goneRecord(noun: string): RecordNotFound {
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    title: `${Noun} tidak ditemukan`,
    description: `${Noun} ini tidak ada atau sudah dihapus. Pilih ${noun} dari daftar.`,
    listName: `daftar ${noun}`,
  };
}

export type RecordDescription<TData, TKey extends QueryKey = QueryKey> = {
  /** The record by its id (`api.queryOptions('get', …)`); the page reads it, the route asks first. */
  queryOptions: (id: number) => UseQueryOptions<TData, ApiError, TData, TKey> & {
    queryKey: TKey;
    queryFn: QueryFunction<TData, TKey>;
  };
  /** The path of the list the record belongs to: the way back returns to it as the user left it. */
  listPath: string;
  notFound: RecordNotFound;
};

/** Checks a description against its query's types; gives it back as it is. */
export function describeRecord<TData, TKey extends QueryKey>(
  description: RecordDescription<TData, TKey>,
): RecordDescription<TData, TKey> {
  return description;
}
