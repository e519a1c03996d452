import { unzipSync } from 'fflate';

export type SheetValue = string | number | null;

/**
 * Reads an exported workbook's first sheet back into rows of values, for tests that check a
 * file cell by cell: text as text, numbers (and dates, Excel's day numbers) as numbers, an
 * empty cell as null. Also answers each column's number format of the second row (the first
 * row of data), by column letter.
 */
export async function readXlsx(
  blob: Blob,
): Promise<{ rows: SheetValue[][]; formats: Record<string, string> }> {
  const files = unzipSync(new Uint8Array(await blobBytes(blob)));
  const xml = (path: string) => {
    const file = files[path];
    if (file === undefined) throw new Error(`the workbook has no ${path}`);
    return new DOMParser().parseFromString(new TextDecoder().decode(file), 'application/xml');
  };
  const shared = files['xl/sharedStrings.xml']
    ? [...xml('xl/sharedStrings.xml').getElementsByTagName('si')].map((si) => si.textContent ?? '')
    : [];
  const numberFormats = new Map(
    [...xml('xl/styles.xml').getElementsByTagName('numFmt')].map((format) => [
      format.getAttribute('numFmtId'),
      format.getAttribute('formatCode') ?? '',
    ]),
  );
  const cellFormats = [
    ...(xml('xl/styles.xml').getElementsByTagName('cellXfs')[0]?.getElementsByTagName('xf') ?? []),
  ].map((xf) => numberFormats.get(xf.getAttribute('numFmtId')) ?? 'General');

  const rows: SheetValue[][] = [];
  const formats: Record<string, string> = {};
  for (const row of xml('xl/worksheets/sheet1.xml').getElementsByTagName('row')) {
    const values: SheetValue[] = [];
    for (const cell of row.getElementsByTagName('c')) {
      const ref = cell.getAttribute('r') ?? '';
      const column = ref.replace(/\d+$/, '');
      const index = columnIndex(column);
      while (values.length < index) values.push(null);
      const type = cell.getAttribute('t');
      const raw = cell.getElementsByTagName('v')[0]?.textContent ?? null;
      values.push(
        type === 's'
          ? (shared[Number(raw)] ?? '')
          : type === 'inlineStr'
            ? (cell.getElementsByTagName('t')[0]?.textContent ?? '')
            : raw === null
              ? null
              : Number(raw),
      );
      if (rows.length === 1)
        formats[column] = cellFormats[Number(cell.getAttribute('s') ?? 0)] ?? '';
    }
    rows.push(values);
  }
  return { rows, formats };
}

/** `A` → 0, `Z` → 25, `AA` → 26. */
function columnIndex(column: string): number {
  return [...column].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Excel's day number of a wall-clock time `YYYY-MM-DDTHH:mm:ss` (no zone: the time as shown). */
export function excelDay(wallClock: string): number {
  return Date.parse(`${wallClock}Z`) / 86_400_000 + 25_569;
}
