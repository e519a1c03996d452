/**
 * The record id of a detail or edit route (`/voucher/edit/:id?`), parsed once: a positive whole
 * number written plainly, else null, which the page shows as its not-found state. `12abc`,
 * `-1`, `1.5`, `007` and a missing id are not ids.
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
