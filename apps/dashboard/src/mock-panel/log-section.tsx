import type { MockControl, MockLogEntry } from '@backoffice/mock-server/control';
import { Button } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { ControlError } from './control-call';

/** `12:30:05`: the log is read beside the browser's network panel, in local time. */
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** What acted on a call and why it failed, when anything did. */
function noteText(entry: MockLogEntry): string {
  const acted = [
    ...(entry.rules ?? []).map((id) => `rule ${id}`),
    ...(entry.scenario === undefined ? [] : [`scenario ${entry.scenario}`]),
  ];
  return [entry.reason, acted.length > 0 ? `(${acted.join(', ')})` : undefined]
    .filter((part) => part !== undefined)
    .join(' ');
}

/** The scope's last calls, newest first, read when asked (Refresh) and after each change. */
export function LogSection({ control }: { readonly control: MockControl }) {
  const log = useQuery({ queryKey: ['log'], queryFn: () => control.log() });
  const entries = log.data;

  return (
    <section aria-labelledby="mock-panel-log" className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="mock-panel-log" className="flex-1 font-semibold">
          Request log
        </h3>
        <Button
          size="sm"
          variant="outline"
          disabled={log.isFetching}
          onClick={() => void log.refetch()}
        >
          Refresh log
        </Button>
      </div>
      {entries?.length === 0 ? <p>No calls yet.</p> : null}
      {entries !== undefined && entries.length > 0 ? (
        // No scroll box of its own: the drawer scrolls, and a keyboard reaches every row with it.
        <div className="mock-panel__log rounded-md border">
          <table aria-labelledby="mock-panel-log" className="w-full border-collapse text-xs">
            <thead>
              <tr>
                {['Time', 'Call', 'Status', 'ms', 'Note'].map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                // Entries have no id; the newest-first order is stable between reads.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <tr key={`${entry.time}-${index}`}>
                  <td>{clock.format(new Date(entry.time))}</td>
                  <td>
                    {entry.method} {entry.operationId ?? entry.path}
                  </td>
                  <td>{entry.status ?? 'none'}</td>
                  <td>{entry.ms}</td>
                  <td>{noteText(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ControlError error={log.error} />
    </section>
  );
}
