import { enumLabels } from '@backoffice/sdk';
import type { RedeemRecord } from '../../db/seed/voucher-redeem';
import { type Cell, spreadsheetXml } from './spreadsheet';

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
