import { notifyManager, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import {
  changeRowEverywhere,
  type HeldRowChange,
  holdRowChange,
  type RowChange,
} from './row-cache';
import { deferChange } from './undo';

export type RowMutationOptions<Row extends { id: number }, Input> = {
  /**
   * `undoable`: the row changes at once and is sent after `Batalkan`'s 5 s (a switch, a delete:
   * ADR 0160). `wait-for-answer`: nothing changes until the server agrees (a decision with a form).
   */
  mode: 'undoable' | 'wait-for-answer';
  /** Key prefixes of the lists the row appears in: `api.queryOptions('get', path).queryKey`. */
  lists: readonly QueryKey[];
  /** Rejects with the SDK's ApiError, which the query client toasts. */
  send: (row: Row, input: Input) => Promise<unknown>;
  change: (input: Input) => RowChange<Row>;
  /** The product's exact text (docs/product.md#messages), once the call succeeded. */
  success: string;
  /** Other queries that change with the row (counts), refetched after. */
  alsoRefetch?: readonly QueryKey[];
  /** The body fields a form shows an error under: those do not toast. */
  formShowsErrors?: readonly string[];
};

type Variables<Row, Input> = {
  row: Row;
  input: Input;
  held?: HeldRowChange | undefined;
  done?: ((error: unknown) => void) | undefined;
};

export type RowMutateOptions = {
  /** The call answered either way, or the change was taken back. */
  onSettled?: () => void;
  /** What an undoable change's toast says: `Budi Santoso dinonaktifkan`. */
  undoText?: string;
};

export type RowMutation<Row extends { id: number }, Input> = {
  /**
   * Ignored while a change of the same row is under way. Undoable, a second change of a row whose
   * first still waits replaces it (a switch flipped twice sends nothing).
   */
  mutate: (row: Row, input: Input, options?: RowMutateOptions) => void;
  /** The same for a form (useContractForm's `send`): rejects with the call's error, for its fields. */
  send: (row: Row, input: Input) => Promise<void>;
  isPending: (row: Row) => boolean;
};

/**
 * A change to one row of a list: never sent twice for a row, put back when the server refuses
 * (the query client toasts why), the lists refetched after.
 */
export function useRowMutation<Row extends { id: number }, Input = void>(
  options: RowMutationOptions<Row, Input>,
): RowMutation<Row, Input> {
  const client = useQueryClient();
  const inFlight = useRef(new Set<number>());
  const waiting = useRef(new Map<number, { row: Row; replaced: boolean; takeBack: () => void }>());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const mutation = useMutation({
    // The query client toasts these (docs/engineering.md#toasts).
    meta: { success: options.success, formShowsErrors: options.formShowsErrors },
    mutationFn: ({ row, input }: Variables<Row, Input>) => options.send(row, input),
    onSuccess: (_answer, { row, input, held }) => {
      if (held) held.release();
      else changeRowEverywhere(client, options.lists, row.id, options.change(input));
    },
    onError: (_error, { held }) => held?.revert(),
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

  // Also after the list has left the screen (its page was left: lib/undo.ts sends then).
  const sendNow = (variables: Variables<Row, Input>): Promise<unknown> => {
    inFlight.current.add(variables.row.id);
    setPending(new Set(inFlight.current));
    // A refusal is the query client's to toast; the caller hears of it through `done`.
    return mutation.mutateAsync(variables).catch(() => undefined);
  };

  const start = (row: Row, input: Input, done?: (error: unknown) => void, undoText?: string) => {
    // A ref, not state: a second click in the same frame sees the first.
    if (inFlight.current.has(row.id)) return;
    if (options.mode === 'wait-for-answer') {
      void sendNow({ row, input, done });
      return;
    }
    const change = options.change(input);
    const earlier = waiting.current.get(row.id);
    if (earlier) {
      // Replaced, not ended: the new change's `done` stands for both.
      earlier.replaced = true;
      earlier.takeBack();
    }
    const before = earlier?.row ?? row;
    const after = change.kind === 'update' ? change.apply(before) : null;
    if (earlier && JSON.stringify(after) === JSON.stringify(before)) {
      done?.(undefined);
      return;
    }
    const held = holdRowChange(client, options.lists, [row.id], change);
    const entry = { row: before, replaced: false, takeBack: () => {} };
    const leave = () => {
      if (waiting.current.get(row.id) === entry) waiting.current.delete(row.id);
    };
    entry.takeBack = deferChange({
      text: undoText ?? options.success,
      askBeforeClosing: change.kind === 'remove',
      send: () => {
        leave();
        return sendNow({ row: before, input, held, done });
      },
      undo: () => {
        leave();
        held.revert();
        if (!entry.replaced) done?.(undefined);
      },
      forget: () => {
        leave();
        held.release();
      },
    });
    waiting.current.set(row.id, entry);
  };

  return {
    mutate: (row, input, callbacks) =>
      start(row, input, () => callbacks?.onSettled?.(), callbacks?.undoText),
    send: (row, input) =>
      new Promise((resolve, reject) =>
        start(row, input, (error) => (error ? reject(error) : resolve())),
      ),
    isPending: (row) => pending.has(row.id),
  };
}
