import {
  type PagedOperationId,
  type PaginateArgs,
  type PaginateOptions,
  paginate,
  type RetryOptions,
} from '@backoffice/sdk';
import { apiClient } from '@/lib/api-client';
import type { QueryOf } from '@/lib/list-params';
import type { ListDescription } from '../list-description';
import { CSV_BOM } from './csv';
import { csvHeader, csvRow, exportFieldsOf } from './export-fields';
import { exportFileName } from './export-file-name';
import { fileParts } from './file-parts';

/** Pages read at once: the mock reads 10,000 rows in about 0.3 s so (docs/engineering.md#budgets). */
const CONCURRENCY = 4;
/** Progress is told every this many rows written (a page of the largest size). */
const PROGRESS_EVERY = 100;

/**
 * Each page's tries. The app's client does not retry (React Query retries the screens' reads),
 * so an export, which is many reads in a row, asks for the SDK's retries itself: a page that
 * fails with a network error, 429, 502, 503 or 504 is tried three times in all before the
 * export gives up with the server's message.
 */
const PAGE_RETRY: RetryOptions = { attempts: 3 };

/** Rows written so far, of the `total` the list holds (null until the first page answers). */
export type ExportProgress = { read: number; total: number | null };

export type ExportOptions = {
  /** Cancels the export: the page calls under way stop and no other is sent. */
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
};

export type ExportedFile = { file: Blob; name: string; rows: number };

/**
 * Every row of a described list that matches its search, filters and tab (the list's `query`,
 * whose page and limit are left out) as a CSV file. Pages are read through the SDK's `paginate`
 * and each row is written as it arrives, so no row object is kept (memory stays flat).
 * Rejects with the SDK's ApiError when a page fails for good; when `signal` cancels it, with
 * that ApiError (kind `aborted`) or the signal's reason.
 */
export async function exportList<Op extends PagedOperationId>(
  description: ListDescription<Op>,
  query: QueryOf<Op>,
  { signal, onProgress }: ExportOptions,
): Promise<ExportedFile> {
  const fields = exportFieldsOf(description.columns);
  const out = fileParts('text/csv;charset=utf-8');
  out.add(CSV_BOM + csvHeader(fields));
  const { page: _page, limit: _limit, ...matching } = query as Record<string, unknown>;
  let read = 0;
  let total: number | null = null;
  const options: PaginateOptions<Op> = {
    query: matching as PaginateOptions<Op>['query'],
    concurrency: CONCURRENCY,
    retry: PAGE_RETRY,
    signal,
    onPage: (meta) => {
      total = meta.totaldata;
      if (meta.page === 1) onProgress({ read, total });
    },
  };
  // The query's type follows `Op`, which the generic call cannot check: it is the list's own.
  const rows = paginate(apiClient, description.operation, ...([options] as PaginateArgs<Op>));
  for await (const row of rows) {
    // Cancelled while a page's rows are being written: the rest of them are not.
    if (signal.aborted) break;
    out.add(csvRow(fields, row));
    read += 1;
    if (read % PROGRESS_EVERY === 0) onProgress({ read, total });
  }
  signal.throwIfAborted();
  onProgress({ read, total: read });
  return { file: out.file(), name: exportFileName(description.noun), rows: read };
}
