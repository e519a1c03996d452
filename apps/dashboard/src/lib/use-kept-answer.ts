import { useState } from 'react';

/** The part of a query result the hook reads (React Query's `UseQueryResult` fits it). */
type Answering<Data> = { data: Data | undefined; isPlaceholderData: boolean; isError: boolean };

/**
 * What a screen shows of a query whose key changes (a list's next page, the dashboard's next
 * period): its answer, else, once the next one has failed, the last answer shown, so the error
 * stands above what the user already had instead of taking it away (react.dev: storing
 * information from previous renders). `failed`: the query's own answer failed.
 */
export function useKeptAnswer<Data>(query: Answering<Data>) {
  const answer = query.data;
  const [lastShown, setLastShown] = useState<Data | undefined>(undefined);
  if (answer !== undefined && !query.isPlaceholderData && answer !== lastShown) {
    setLastShown(answer);
  }
  const failed = answer === undefined && query.isError;
  return { shown: answer ?? (failed ? lastShown : undefined), failed };
}
