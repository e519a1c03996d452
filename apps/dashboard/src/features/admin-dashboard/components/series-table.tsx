import type { AdminDashboardPoint } from '@backoffice/sdk';
import {
  formatDate,
  formatNumber,
  formatRupiah,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@backoffice/ui';

/** The chart's numbers, one row per day, behind a disclosure so the chart stays the summary. */
export function SeriesTable({ series }: { series: readonly AdminDashboardPoint[] }) {
  return (
    <details className="group text-sm">
      <summary className="w-fit cursor-pointer rounded-sm text-link underline-offset-4 hover:underline">
        Lihat data harian dalam tabel
      </summary>
      <div className="mt-3">
        <Table>
          <TableCaption>Data harian periode ini</TableCaption>
          <TableHeader>
            <TableRow hoverTint={false}>
              <TableHead density="compact">Tanggal</TableHead>
              <TableHead density="compact" align="right">
                Transaksi
              </TableHead>
              <TableHead density="compact" align="right">
                Pendapatan
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {series.map((point) => (
              <TableRow key={point.date}>
                <TableHead scope="row" density="compact">
                  {formatDate(point.date)}
                </TableHead>
                <TableCell density="compact" align="right" className="tabular-nums">
                  {formatNumber(point.transactions)}
                </TableCell>
                <TableCell density="compact" align="right" className="tabular-nums">
                  {formatRupiah(point.revenue)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </details>
  );
}
