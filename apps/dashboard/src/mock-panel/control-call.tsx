import { type MockControl, MockControlError } from '@backoffice/mock-server/control';
import { QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * The panel's own query client, in its own React root: the app's never sees a control call. Each
 * read is a new answer (no structural sharing), so a form starts again from every read.
 */
export const createPanelQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, structuralSharing: false },
    },
  });

/** What a section of the panel is given: the control API, and where to announce a change. */
export interface SectionProps {
  readonly control: MockControl;
  readonly announce: (message: string) => void;
}

/**
 * A change made from the panel (`change` answers what to announce): announced, then every
 * section reads the mock again.
 */
export function useControlChange(announce: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: () => Promise<string>) => change(),
    onSuccess: (message) => {
      announce(message);
      return queryClient.invalidateQueries();
    },
  });
}

/**
 * A section's last control error, announced: the control API's refusal (it names the field), or
 * why the call did not reach it. Nothing when there is none.
 */
export function ControlError({ error }: { readonly error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-danger-text">
      {error instanceof MockControlError
        ? error.message
        : 'The mock’s control API did not answer. Is the mock running (pnpm mock)?'}
    </p>
  );
}
