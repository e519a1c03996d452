import { Button, ConfirmDialog, formatNumber } from '@backoffice/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { errorText } from '../../error-text';
import { notify } from '../../notify';
import { isPageLeaving } from '../../page-leaving';
import { type HeldRowChange, holdRowChange } from '../../row-cache';
import { deferChange, UNDO_WINDOW_MS } from '../../undo';
import { type BulkAction, type RowsDescription, rowKeyOf } from '../list-description';
import { readRows } from '../read-rows';
import { sourceQueryKey } from '../rows-source';
import { type BulkSelection, pickedSource } from './bulk-selection';
import { bulkSummary, bulkUndoText, runBulk } from './run-bulk';

/** What follows a bulk question's confirm, said in the question as a delete's question says it. */
const UNDO_NOTICE = `Dikirim setelah ${UNDO_WINDOW_MS / 1000} detik; sampai saat itu kamu bisa menekan Batalkan.`;

type BulkActionsProps<Row> = {
  description: RowsDescription<Row>;
  bulk: BulkSelection<Row>;
};

type Phase<Row> =
  | { step: 'idle' }
  | { step: 'confirm'; action: BulkAction<Row>; rows: Row[]; skipped: number }
  // Where an action stands, `5 / 12` beside a bar: reading the matching rows, waiting for its
  // Batalkan (in the toast: nothing is sent yet), running, or stopped and finishing those under way.
  | {
      step: 'reading' | 'waiting' | 'running' | 'stopping';
      label: string;
      done: number;
      total: number;
    };

/** The description's bulk actions on the picked rows (docs/engineering.md#bulk-actions). */
export default function BulkActions<Row>({ description, bulk }: BulkActionsProps<Row>) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase<Row>>({ step: 'idle' });
  // Ends the reading when the bar leaves the screen (the list left, or its view changed); what
  // was confirmed is sent all the same (lib/undo.ts sends it when the page is left).
  const life = useRef(new AbortController());
  // Batal: stops the reading, or sends no more calls of the run.
  const stop = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    life.current = controller;
    return () => controller.abort();
  }, []);

  // The focus follows what replaces the button it was on: Cancel while the action reads or
  // runs; afterwards the first action, or the table's first box when the bar has gone.
  const root = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const busy = 'done' in phase && phase.step !== 'waiting';
  useEffect(() => {
    // Not from elsewhere: a run starts 5 s after its confirm, when the user may have moved on.
    const active = document.activeElement;
    const here = active === null || active === document.body || root.current?.contains(active);
    if (busy && here) cancel.current?.focus();
  }, [busy]);
  function settle(change: () => void) {
    const table = root.current?.closest('[data-slot="data-table"]');
    const focused = root.current?.contains(document.activeElement) ?? false;
    flushSync(change);
    if (!focused || root.current?.contains(document.activeElement)) return;
    const next =
      root.current?.querySelector('button') ??
      table?.querySelector<HTMLElement>('[data-slot="data-table-select"]');
    next?.focus();
  }
  const idle = () =>
    settle(() => {
      bulk.setLocked(false);
      setPhase({ step: 'idle' });
    });

  const { selection, source, total } = bulk;
  const { noun } = description;
  const actions = description.bulkActions ?? [];

  async function pickedRows(signal: AbortSignal): Promise<Row[]> {
    if (!selection.all) {
      // The rows on screen are fresher than those picked on an earlier visit of their page.
      const shown = new Map(bulk.list.rows?.map((row) => [rowKeyOf(row), row]));
      return [...selection.rows.values()].map((row) => shown.get(rowKeyOf(row)) ?? row);
    }
    const label = `Membaca ${noun} yang cocok`;
    setPhase({ step: 'reading', label, done: 0, total });
    const matching: Row[] = [];
    for await (const row of readRows(pickedSource(selection, source), { signal })) {
      matching.push(row);
      setPhase({ step: 'reading', label, done: matching.length, total });
    }
    return matching;
  }

  async function prepare(action: BulkAction<Row>) {
    stop.current = new AbortController();
    const signal = AbortSignal.any([stop.current.signal, life.current.signal]);
    bulk.setLocked(true);
    let rows: Row[];
    try {
      rows = await pickedRows(signal);
    } catch (error) {
      if (life.current.signal.aborted) return;
      idle();
      // Cancel is no failure; a page that could not be read is, in the server's words.
      if (!signal.aborted) notify.error(errorText(error));
      return;
    }
    const applicable = action.appliesTo ? rows.filter(action.appliesTo) : rows;
    if (applicable.length === 0) {
      idle();
      notify.error(`${action.label} tidak berlaku untuk ${noun} yang dipilih.`);
      return;
    }
    setPhase({
      step: 'confirm',
      action,
      rows: applicable,
      skipped: rows.length - applicable.length,
    });
  }

  /** The confirmed action: the rows change at once, and the calls wait for their Batalkan. */
  function hold(action: BulkAction<Row>, rows: Row[]) {
    const ids = action.change ? rows.map(rowKeyOf).filter((id) => typeof id === 'number') : [];
    const held = holdRowChange(queryClient, [sourceQueryKey(source)], ids, action.change as never);
    setPhase({ step: 'waiting', label: action.label, done: 0, total: rows.length });
    deferChange({
      text: bulkUndoText(rows.length, noun, action.label),
      askBeforeClosing: action.danger,
      send: () => run(action, rows, held),
      undo: () => {
        held.revert();
        // The rows stay picked, to act on again or otherwise.
        if (!life.current.signal.aborted) idle();
      },
      forget: held.release,
    });
  }

  async function run(action: BulkAction<Row>, rows: Row[], held: HeldRowChange) {
    stop.current = new AbortController();
    const { signal } = stop.current;
    setPhase({ step: 'running', label: action.label, done: 0, total: rows.length });
    const outcome = await runBulk(rows, action.run, {
      // Sent as the tab closes: every call at once, with keepalive, before the page is gone.
      ...(isPageLeaving() ? { concurrency: rows.length } : {}),
      shouldStop: () => signal.aborted,
      onProgress: (done) =>
        setPhase((current) => ('done' in current ? { ...current, done } : current)),
    });
    // The server has what succeeded; the list's refetch below shows each row as it is now.
    held.release();
    const summary = bulkSummary(outcome);
    if (summary.error) notify.error(summary.text);
    else notify.success(summary.text);
    // What succeeded shows its new state, what failed its old one: the server's, read again.
    void queryClient.invalidateQueries({ queryKey: sourceQueryKey(source) });
    // The bar left the screen (another view, another page): there is no selection to keep.
    if (life.current.signal.aborted) return;
    settle(() => {
      bulk.keepUnfinished(
        outcome.failed.map(({ row, error }) => ({ row, message: errorText(error) })),
        outcome.notReached,
      );
      setPhase({ step: 'idle' });
    });
  }

  const progress = 'done' in phase ? phase : null;
  const stopping = phase.step === 'stopping';
  const text = progress ? `${formatNumber(progress.done)} / ${formatNumber(progress.total)}` : '';
  return (
    <div ref={root} className="ms-auto flex flex-wrap items-center gap-2">
      {progress ? (
        <>
          <div
            role="progressbar"
            aria-label={progress.label}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            aria-valuetext={text}
            className="h-2 w-24 overflow-hidden rounded-full bg-background"
          >
            <div
              className="h-full bg-secondary transition-[width] motion-reduce:transition-none"
              style={{
                width: `${progress.total > 0 ? Math.min(100, (100 * progress.done) / progress.total) : 0}%`,
              }}
            />
          </div>
          <span className="tabular-nums">{text}</span>
          {busy ? (
            <Button
              ref={cancel}
              variant="outline"
              size="sm"
              disabled={stopping}
              onClick={() => {
                stop.current.abort();
                // The few calls under way finish, so each row's outcome is known.
                if (phase.step === 'running') setPhase({ ...phase, step: 'stopping' });
              }}
            >
              {stopping ? 'Menghentikan…' : 'Batal'}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          {actions.map((action) => (
            <Button
              key={action.id}
              variant={action.danger ? 'danger' : 'outline'}
              size="sm"
              onClick={() => void prepare(action)}
            >
              {action.label}
            </Button>
          ))}
          {phase.step === 'confirm' ? (
            <ConfirmDialog
              open
              onOpenChange={(open) => {
                if (!open) idle();
              }}
              title={`${phase.action.label} ${formatNumber(phase.rows.length)} ${noun}?`}
              description={[
                phase.skipped > 0
                  ? `${formatNumber(phase.skipped)} ${noun} lain yang dipilih dilewati: ${phase.action.label} tidak berlaku untuknya.`
                  : null,
                UNDO_NOTICE,
              ]
                .filter(Boolean)
                .join(' ')}
              confirmLabel={phase.action.label}
              variant={phase.action.danger ? 'danger' : 'primary'}
              onConfirm={() => hold(phase.action, phase.rows)}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
