import { enumLabels } from '@backoffice/sdk';
import { escapeXml } from '../../db/files';
import type { RedeemRecord } from '../../db/seed/voucher-redeem';

/**
 * A one-sheet workbook as SpreadsheetML 2003 (the XML ".xls" flavour Excel and LibreOffice
 * open), written by hand: the mock needs one small table, not a spreadsheet library.
 */
export type Cell =
  | { readonly type: 'String'; readonly value: string }
  | { readonly type: 'Number'; readonly value: number }
  /** A local date-time, `YYYY-MM-DDTHH:mm:ss` (SpreadsheetML has no time zones). */
  | { readonly type: 'DateTime'; readonly value: string };

export interface Column {
  readonly header: string;
  /** Width in points. */
  readonly width: number;
}

export interface Sheet {
  /** At most 31 characters, none of `[]:*?/\`; others are replaced. */
  readonly name: string;
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly Cell[])[];
}

/**
 * Text a spreadsheet could take for a formula (leading `=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) gets a leading apostrophe, so a re-saved or pasted copy never runs it.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function sheetName(name: string): string {
  const clean = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31);
  return clean === '' ? 'Sheet1' : clean;
}

function cellXml(cell: Cell): string {
  switch (cell.type) {
    case 'String':
      return `<Cell><Data ss:Type="String">${escapeXml(neutraliseFormula(cell.value))}</Data></Cell>`;
    case 'Number':
      return Number.isFinite(cell.value)
        ? `<Cell><Data ss:Type="Number">${cell.value}</Data></Cell>`
        : '<Cell/>';
    case 'DateTime':
      return `<Cell ss:StyleID="datetime"><Data ss:Type="DateTime">${escapeXml(cell.value)}</Data></Cell>`;
  }
}

export function spreadsheetXml(sheet: Sheet): string {
  const columns = sheet.columns.map((c) => `<Column ss:Width="${c.width}"/>`).join('');
  const header = `<Row ss:StyleID="header">${sheet.columns
    .map((c) => `<Cell><Data ss:Type="String">${escapeXml(c.header)}</Data></Cell>`)
    .join('')}</Row>`;
  const rows = sheet.rows.map((row) => `<Row>${row.map(cellXml).join('')}</Row>`).join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    '<Styles><Style ss:ID="Default" ss:Name="Normal"><Alignment ss:Vertical="Bottom"/></Style><Style ss:ID="header"><Font ss:Bold="1"/></Style><Style ss:ID="datetime"><NumberFormat ss:Format="yyyy-mm-dd hh:mm"/></Style></Styles>',
    `<Worksheet ss:Name="${escapeXml(sheetName(sheet.name))}">`,
    `<Table>${columns}`,
    header,
    rows,
    '</Table>',
    '</Worksheet>',
    '</Workbook>',
    '',
  ].join('\n');
}

/** The file name the spec gives the download (its spelling kept). */
export const EXPORT_FILE_NAME = 'Reedem Voucher.xls';

const COLUMNS = [
  { header: 'No', width: 32 },
  { header: 'Tanggal Redeem', width: 110 },
  { header: 'Kode Redeem', width: 90 },
  { header: 'Voucher', width: 220 },
  { header: 'Member', width: 160 },
  { header: 'Point', width: 60 },
  { header: 'Status', width: 80 },
] as const;

/** The redeems as the spreadsheet the dashboard downloads, one row each in the given order. */
export function redeemSpreadsheet(redeems: readonly RedeemRecord[]): string {
  return spreadsheetXml({
    name: 'Reedem Voucher',
    columns: COLUMNS,
    rows: redeems.map((redeem, index): Cell[] => [
      { type: 'Number', value: index + 1 },
      // Stored as Asia/Jakarta ISO; the sheet shows that local wall-clock time.
      { type: 'DateTime', value: redeem.redeem_date.slice(0, 19) },
      { type: 'String', value: redeem.code },
      { type: 'String', value: redeem.voucher_name },
      { type: 'String', value: redeem.member_name },
      { type: 'Number', value: redeem.point },
      { type: 'String', value: enumLabels.VoucherRedeemStatus[redeem.status].label },
    ]),
  });
}
