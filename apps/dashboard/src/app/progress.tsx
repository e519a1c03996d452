import { TopProgress } from '@backoffice/ui';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';

/** The top progress bar while any query or mutation is running. */
export function ApiProgress() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  return <TopProgress active={fetching + mutating > 0} />;
}
