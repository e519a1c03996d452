import { useEffect, useState } from 'react';
import type { Session } from '@/lib/session';
import { type RecordKind, recordKindsFor } from './record-kinds';

/** Loaded once per role: the list pages' modules do not change while the page lives. */
const byRole = new Map<string, Promise<RecordKind[]>>();

/**
 * The kinds of record the session may search, loaded when the palette opens (the role's list
 * pages, usually in the browser already: the shell preloads its menu's pages). Null until
 * they are in; a failed load is forgotten, so the next opening tries again.
 */
export function useRecordKinds(session: Session): RecordKind[] | null {
  const role = session.role ?? '';
  const [kinds, setKinds] = useState<{ role: string; kinds: RecordKind[] } | null>(null);
  useEffect(() => {
    let current = true;
    let loading = byRole.get(role);
    if (loading === undefined) {
      loading = recordKindsFor(session);
      byRole.set(role, loading);
    }
    loading.then(
      (found) => {
        if (current) setKinds({ role, kinds: found });
      },
      () => {
        byRole.delete(role);
      },
    );
    return () => {
      current = false;
    };
  }, [role, session]);
  return kinds?.role === role ? kinds.kinds : null;
}
