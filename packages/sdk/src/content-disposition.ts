function decodeExtValue(value: string): string | undefined {
  // RFC 5987 ext-value: charset'language'percent-encoded; only UTF-8 (and its ASCII subset) is
  // worth supporting, as RFC 6266 recommends.
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match?.[1] || match[2] === undefined) return undefined;
  const charset = match[1].toLowerCase();
  if (charset !== 'utf-8' && charset !== 'us-ascii' && charset !== 'iso-8859-1') return undefined;
  try {
    if (charset === 'iso-8859-1') {
      return match[2].replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    }
    return decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

/**
 * File name from a Content-Disposition header (RFC 6266): `filename*` (RFC 5987, e.g.
 * UTF-8''Reedem%20Voucher.xls) wins over `filename`. Undefined when the header names none.
 */
export function filenameFromContentDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of header.matchAll(pattern)) {
    const key = match[1]?.toLowerCase();
    if (key && match[2] !== undefined && !params.has(key)) params.set(key, match[2].trim());
  }
  const extended = params.get('filename*');
  const decoded = extended === undefined ? undefined : decodeExtValue(unquote(extended));
  const plain = params.get('filename');
  const name = decoded ?? (plain === undefined ? undefined : unquote(plain));
  if (name === undefined) return undefined;
  // Only its last part: a server-chosen name does not steer a save dialog into another folder.
  const safe = name.split(/[/\\]/).at(-1)?.trim() ?? '';
  return safe.length > 0 ? safe : undefined;
}
