/**
 * Reads an exported CSV back into rows of cells (RFC 4180: quoted cells may hold commas, quotes
 * and line breaks; rows end in CRLF), for tests that check a file cell by cell. Throws on a file
 * that does not start with the UTF-8 byte order mark or has a row not ended by CRLF.
 */
export function readCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('the file does not start with the BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 1; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      at += 1;
    } else if (char === '\n' || char === '\r') {
      throw new Error(`a bare line break in row ${rows.length + 1}`);
    } else cell += char;
  }
  if (quoted || cell !== '' || row.length > 0) throw new Error('the last row does not end in CRLF');
  return rows;
}

/**
 * A Blob's text, its byte order mark kept (jsdom's Blob has no `text()`, and FileReader's
 * `readAsText` drops the mark).
 */
export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
