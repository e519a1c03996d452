import { type ApiError, isApiError } from '@backoffice/sdk';
import { NotFoundState, QueryState } from '@backoffice/ui';
import { type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BackLink } from '../back-link';
import { listHref } from '../list/list-return';
import type { RecordDescription } from './record-description';
import { useRecordId } from './use-record-id';

type DescribedRecordProps<TData, TKey extends QueryKey> = {
  record: RecordDescription<TData, TKey>;
  /**
   * The page's header (its `PageHeader`), above the content while the record loads and once it
   * is there; not above the not-found state, which says what the page is instead ("Perubahan
   * berlaku setelah disimpan." over "Tidak ditemukan" read as nonsense).
   */
  header: ReactNode;
  /** What stands in while the record is on its way (a skeleton of the page's content). */
  loading: ReactNode;
  /** The page's content from the record; `query` refetches it. */
  children: (data: TData, query: UseQueryResult<TData, ApiError>) => ReactNode;
};

/**
 * A record page's content from its description: the route's id checked once, the not-found state
 * for an id that is not one or that the server does not know (404), the loading state, other
 * failures with a retry, then `children` with the record. Another id is another record: its
 * content starts afresh (a form takes the new record's values).
 */
export function DescribedRecord<TData, TKey extends QueryKey>(
  props: DescribedRecordProps<TData, TKey>,
) {
  const id = useRecordId();
  return id === null ? (
    <RecordNotFoundState record={props.record} />
  ) : (
    <LoadedRecord key={id} id={id} {...props} />
  );
}

/**
 * A described record read by its id: the one place a 404 becomes "not found"
 * (docs/engineering.md#record-pages). A record page goes through DescribedRecord; a record shown
 * elsewhere by an id of its own (a dialog over a list, `?detail=`) calls this.
 */
export function useRecord<TData, TKey extends QueryKey>(
  record: RecordDescription<TData, TKey>,
  id: number,
): { query: UseQueryResult<TData, ApiError>; notFound: boolean } {
  const query = useQuery(record.queryOptions(id));
  return { query, notFound: isApiError(query.error) && query.error.status === 404 };
}

function LoadedRecord<TData, TKey extends QueryKey>({
  id,
  record,
  header,
  loading,
  children,
}: DescribedRecordProps<TData, TKey> & { id: number }) {
  const { query, notFound } = useRecord(record, id);
  if (notFound) return <RecordNotFoundState record={record} />;
  return (
    <div className="grid gap-6">
      {header}
      <QueryState query={query} loading={loading}>
        {(data) => children(data, query)}
      </QueryState>
    </div>
  );
}

function RecordNotFoundState<TData, TKey extends QueryKey>({
  record: { notFound, listPath },
}: {
  record: RecordDescription<TData, TKey>;
}) {
  return (
    <NotFoundState
      title={notFound.title}
      description={notFound.description}
      action={<BackLink href={listHref(listPath)} place={notFound.listName} />}
    />
  );
}
