import { MockControlError } from '@backoffice/mock-server/control';
import { useCallback, useEffect, useState } from 'react';

/** The control API's refusal (it names the field), or why the call did not reach it. */
export function controlErrorText(error: unknown): string {
  if (error instanceof MockControlError) return error.message;
  return 'The mock’s control API did not answer. Is the mock running (pnpm mock)?';
}

/**
 * Runs control calls for a section of the panel: whether one is under way, and the last one's
 * error, shown beside the section's controls.
 */
export function useControlCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (call: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await call();
      return true;
    } catch (failure) {
      setError(controlErrorText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, error, run };
}

/**
 * What a section shows of the mock (`read`, a stable method of the control client), read on
 * mount, whenever `version` changes (a change made in the panel) and on `reload` (Refresh).
 */
export function useControlRead<T>(read: () => Promise<T>, version: number) {
  const [data, setData] = useState<T | null>(null);
  const { busy, error, run } = useControlCall();
  const reload = useCallback(
    () =>
      run(async () => {
        setData(await read());
      }),
    [read, run],
  );

  useEffect(() => {
    // `version` is the reason to read again.
    void version;
    void reload();
  }, [reload, version]);

  return { data, busy, error, run, reload };
}
