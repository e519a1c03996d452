import { enumLabels } from '@backoffice/sdk';
import { escapeXml } from '../../db/files';
import type { RedeemRecord } from '../../db/seed/voucher-redeem';

/**
 * Text a spreadsheet could take for a formula (leading `=`, `+`, `-`, `@`, or a tab or carriage
 * return before one) gets a leading apostrophe, so a re-saved or pasted copy never runs it.
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The file name the spec gives the download (its spelling kept); its one sheet's name too. */
export const EXPORT_FILE_NAME = 'Reedem Voucher.xls';

/** Header and width in points of each column. */
const COLUMNS = [
  ['No', 32],
  ['Tanggal Redeem', 110],
  ['Kode Redeem', 90],
  ['Voucher', 220],
  ['Member', 160],
  ['Point', 60],
  ['Status', 80],
] as const;

const text = (value: string) =>
  `<Cell><Data ss:Type="String">${escapeXml(neutraliseFormula(value))}</Data></Cell>`;
const number = (value: number) => `<Cell><Data ss:Type="Number">${value}</Data></Cell>`;

/**
 * The redeems as the spreadsheet the dashboard downloads, one row each in the given order: one
 * sheet of SpreadsheetML 2003 (the XML ".xls" flavour Excel and LibreOffice open), written by
 * hand, as the mock needs one small table, not a spreadsheet library.
 */
export function redeemSpreadsheet(redeems: readonly RedeemRecord[]): string {
  const rows = redeems.map((redeem, index) => {
    // Stored as Asia/Jakarta ISO; the sheet shows that local wall-clock time (no time zones).
    const date = escapeXml(redeem.redeem_date.slice(0, 19));
    const status = enumLabels.VoucherRedeemStatus[redeem.status].label;
    return `<Row>${[
      number(index + 1),
      `<Cell ss:StyleID="datetime"><Data ss:Type="DateTime">${date}</Data></Cell>`,
      text(redeem.code),
      text(redeem.voucher_name),
      text(redeem.member_name),
      number(redeem.point),
      text(status),
    ].join('')}</Row>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    '<Styles><Style ss:ID="Default" ss:Name="Normal"><Alignment ss:Vertical="Bottom"/></Style><Style ss:ID="header"><Font ss:Bold="1"/></Style><Style ss:ID="datetime"><NumberFormat ss:Format="yyyy-mm-dd hh:mm"/></Style></Styles>',
    '<Worksheet ss:Name="Reedem Voucher">',
    `<Table>${COLUMNS.map(([, width]) => `<Column ss:Width="${width}"/>`).join('')}`,
    `<Row ss:StyleID="header">${COLUMNS.map(([header]) => `<Cell><Data ss:Type="String">${header}</Data></Cell>`).join('')}</Row>`,
    rows.join('\n'),
    '</Table>',
    '</Worksheet>',
    '</Workbook>',
    '',
  ].join('\n');
}
