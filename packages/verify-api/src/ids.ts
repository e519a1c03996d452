import { type Operation, pagedRowsKey } from '@backoffice/contract';

/** `cities` -> `city`, `events` -> `event`: a path's last segment as one record's name. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * The ids the lists (and single records) answered, by operation and role, so a detail call
 * asks for a record the server has: a real server's ids cannot be guessed. The contract does
 * not link a parameter to the list its ids come from, so the link is read from the names: an
 * `id` comes from another read of the same tag, `event_id` from the read whose path ends in
 * `events` (the places cascade: `province_id` from `/v1/places/provinces`).
 */
export class IdBook {
  private readonly seen = new Map<string, Map<string, number[]>>();

  constructor(private readonly operations: readonly Operation[]) {}

  record(operation: Operation, role: string, body: unknown): void {
    if (typeof body !== 'object' || body === null) return;
    // A list's rows, or a single record.
    const rows = Reflect.get(body, pagedRowsKey(operation) ?? 'data');
    const ids = (Array.isArray(rows) ? rows : [rows]).flatMap((row) => {
      const id = typeof row === 'object' && row !== null ? Reflect.get(row, 'id') : undefined;
      return typeof id === 'number' ? [id] : [];
    });
    if (ids.length === 0) return;
    const byRole = this.seen.get(operation.operationId) ?? new Map<string, number[]>();
    this.seen.set(operation.operationId, byRole);
    if (!byRole.has(role)) byRole.set(role, ids);
  }

  /**
   * An id for the parameter `name`, from what the role itself was answered first (`own`), else
   * from another role's answer: a record the role may not own, which the server may refuse.
   */
  find(operation: Operation, name: string, role: string) {
    const sources = this.operations.filter(
      (o) =>
        o !== operation &&
        (name === 'id'
          ? o.tag === operation.tag
          : singular(o.path.split('/').at(-1) ?? '') === name.slice(0, -'_id'.length)),
    );
    for (const preferOwn of [true, false]) {
      for (const source of sources) {
        const byRole = this.seen.get(source.operationId);
        if (byRole === undefined) continue;
        const ids = preferOwn ? byRole.get(role) : [...byRole.values()].flat();
        const id = ids?.[0];
        if (id !== undefined) return { id, own: preferOwn };
      }
    }
    return undefined;
  }
}
