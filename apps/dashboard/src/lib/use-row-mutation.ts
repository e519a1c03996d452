import { notifyManager, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { changeRowEverywhere, type RowChange, restore } from './row-cache';

/**
 * `optimistic`: the row changes at once and changes back if the server refuses (a status
 * switch). `wait-for-answer`: nothing changes until the server agrees (delete, accept, reject:
 * what cannot be quietly undone).
 */
export type RowMutationMode = 'optimistic' | 'wait-for-answer';

export type RowMutationOptions<Row extends { id: number }, Input> = {
  mode: RowMutationMode;
  /** Key prefixes of the lists the row appears in: `api.queryOptions('get', path).queryKey`. */
  lists: readonly QueryKey[];
  /** Sends the change; rejects with the SDK's ApiError, which the query client toasts. */
  send: (row: Row, input: Input) => Promise<unknown>;
  /** What the change does to the row on screen. */
  change: (input: Input) => RowChange<Row>;
  /** The spec's exact success text (docs/product.md#messages). */
  success: string;
  /** Other queries that change with the row (counts), refetched after. */
  alsoRefetch?: readonly QueryKey[];
  /** The body fields a form shows an error under (`send` from a form): those do not toast. */
  formShowsErrors?: readonly string[];
};

type Variables<Row, Input> = {
  row: Row;
  input: Input;
  done?: ((error: unknown) => void) | undefined;
};

export type RowMutation<Row extends { id: number }, Input> = {
  /** Sends the change for the row; ignored while one for the same row is under way. */
  mutate: (row: Row, input: Input, options?: { onSettled?: () => void }) => void;
  /**
   * The same for a form (useContractForm's `send`): settles with the call, rejecting with its
   * error so the form shows it under the field it names.
   */
  send: (row: Row, input: Input) => Promise<void>;
  /** Whether a change of this row is under way (disable its controls). */
  isPending: (row: Row) => boolean;
};

/**
 * A change to one row of a list (status switch, accept, reject, delete), with the mode named by
 * the caller. It cannot be sent twice for a row, shows the success text, puts the row back when
 * the server refuses (the query client toasts the server's message), and refetches the lists.
 */
export function useRowMutation<Row extends { id: number }, Input = void>(
  options: RowMutationOptions<Row, Input>,
): RowMutation<Row, Input> {
  const client = useQueryClient();
  const inFlight = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const mutation = useMutation({
    // The query client toasts the success text (docs/engineering.md#toasts) and the errors no
    // form shows.
    meta: { success: options.success, formShowsErrors: options.formShowsErrors },
    mutationFn: ({ row, input }: Variables<Row, Input>) => options.send(row, input),
    onMutate: ({ row, input }) =>
      options.mode === 'optimistic'
        ? changeRowEverywhere(client, options.lists, row.id, options.change(input))
        : [],
    onSuccess: (_answer, { row, input }) => {
      if (options.mode === 'wait-for-answer') {
        changeRowEverywhere(client, options.lists, row.id, options.change(input));
      }
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot) restore(client, snapshot);
    },
    // Here, not in mutate's own callbacks: those fire for the latest call only, and two rows
    // may be under way at once.
    onSettled: (_answer, error, { row, done }) => {
      inFlight.current.delete(row.id);
      // After the cache's own notices (a rolled-back row): the control unlocks showing its row
      // as the server left it, not for one render as it was sent.
      notifyManager.schedule(() => setPending(new Set(inFlight.current)));
      done?.(error);
      return Promise.all(
        [...options.lists, ...(options.alsoRefetch ?? [])].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });

  const start = (row: Row, input: Input, done?: (error: unknown) => void) => {
    // A ref, not state: a second click in the same frame sees the first.
    if (inFlight.current.has(row.id)) return;
    inFlight.current.add(row.id);
    setPending(new Set(inFlight.current));
    mutation.mutate({ row, input, done });
  };

  return {
    mutate: (row, input, callbacks) => start(row, input, () => callbacks?.onSettled?.()),
    send: (row, input) =>
      new Promise((resolve, reject) =>
        start(row, input, (error) => (error ? reject(error) : resolve())),
      ),
    isPending: (row) => pending.has(row.id),
  };
}
