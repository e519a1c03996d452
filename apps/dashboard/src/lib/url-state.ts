import { isIsoDate } from '@backoffice/ui';

/**
 * URL state, the one way to read and write it (docs/engineering.md#url-state). A value a codec
 * does not know reads as none, so an old or hand-edited link falls back to the default instead
 * of breaking the page. A test keeps `URLSearchParams` out of every other file.
 */

/** How one parameter is spelled; `parse` answers undefined for a value it does not know. */
export type UrlCodec<T> = {
  parse: (raw: string) => T | undefined;
  format: (value: T) => string;
};

/** Any text, as it stands (the login's `?redirect=`, checked by safeRedirect where it is used). */
export const textParam: UrlCodec<string> = { parse: (raw) => raw, format: (value) => value };

/** A calendar day, `YYYY-MM-DD`, that exists (`2026-02-30` is none). */
export const dayParam: UrlCodec<string> = {
  parse: (raw) => (isIsoDate(raw) ? raw : undefined),
  format: (value) => value,
};

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

/** A record id (`?detail=12`), as a route's `:id` is read. */
export const idParam: UrlCodec<number> = {
  parse: (raw) => parseRouteId(raw) ?? undefined,
  format: String,
};

/** A whole number from 1 to `max`, written plainly (`2.5`, `0`, `-1` are none). */
export function countParam(max: number): UrlCodec<number> {
  return {
    parse: (raw) => (/^\d+$/.test(raw) && +raw >= 1 && +raw <= max ? +raw : undefined),
    format: String,
  };
}

/**
 * One of fixed values, spelled `String(value)` whatever their type: `?rowstatus=1` is the number
 * 1, `?aktif=false` the boolean false; `01`, `1.0` and values outside the list are none.
 */
export function choiceParam<const V extends string | number | boolean>(
  values: readonly V[],
): UrlCodec<V> {
  return { parse: (raw) => values.find((value) => String(value) === raw), format: String };
}

/** The value of `name` in a query string (`a=1&b=2`, with or without `?`), if its codec knows it. */
export function readParam<T>(search: string, name: string, codec: UrlCodec<T>): T | undefined {
  const raw = new URLSearchParams(search).get(name);
  return raw === null ? undefined : codec.parse(raw);
}

/**
 * `path` with the query string `search` changed by `changes`: a value sets its parameter, `''`
 * or undefined removes it, every other parameter is kept (another list's, a tab, a period).
 * No `?` when nothing is left.
 */
export function hrefWith(
  path: string,
  search: string,
  changes: Readonly<Record<string, string | undefined>>,
): string {
  const params = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '') params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
