import type { AdminDashboardPoint } from '@backoffice/sdk';
import { formatDate, formatNumber, formatRupiah } from '@backoffice/ui';

/** The chart's numbers, one row per day, behind a disclosure so the chart stays the summary. */
export function SeriesTable({ series }: { series: readonly AdminDashboardPoint[] }) {
  return (
    <details className="group text-sm">
      <summary className="w-fit cursor-pointer rounded-sm text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring">
        Lihat data harian dalam tabel
      </summary>
      <div className="mt-3 rounded-lg border">
        <table className="w-full">
          <caption className="sr-only">Data harian periode ini</caption>
          <thead className="bg-muted">
            <tr className="border-b">
              <th scope="col" className="px-4 py-2 text-left font-medium">
                Tanggal
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Transaksi
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Pendapatan
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.date} className="border-b last:border-b-0">
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  {formatDate(point.date)}
                </th>
                <td className="px-4 py-2 text-right tabular-nums">
                  {formatNumber(point.transactions)}
                </td>
                <td className="px-4 py-2 text-right tabular-nums">{formatRupiah(point.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
