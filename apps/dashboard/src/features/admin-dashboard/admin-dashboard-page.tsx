import { ErrorState, formatDate } from '@backoffice/ui';
import { useLocation, useSearch } from 'wouter';
import { useAdminDashboard } from './api/get-admin-dashboard';
import { AdminStats, PERIOD_FIGURES, PLATFORM_FIGURES } from './components/admin-stats';
import { DailyChart } from './components/daily-chart';
import { PeriodFilter } from './components/period-filter';
import { type Period, periodFromSearch, searchWithPeriod } from './lib/period';

/** `/` for admins: platform figures for a period kept in the URL (`?start_date&end_date`). */
export function AdminDashboard() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const requested = periodFromSearch(search);
  const dashboard = useAdminDashboard(requested);
  const data = dashboard.data?.data;
  const shown: Period | null =
    requested ?? (data ? { start_date: data.start_date, end_date: data.end_date } : null);
  const loading = dashboard.isPending;
  // Figures of another period stay on screen while the requested one loads.
  const stale = dashboard.isPlaceholderData;

  const apply = (period: Period) => {
    const query = searchWithPeriod(search, period);
    navigate(query ? `${location}?${query}` : location);
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="font-semibold text-xl">Dashboard Admin</h2>
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {shown
            ? `Periode ${formatDate(shown.start_date)} sampai ${formatDate(shown.end_date)}`
            : dashboard.isError
              ? 'Periode belum diketahui'
              : 'Memuat periode'}
        </p>
      </div>
      <PeriodFilter
        key={shown ? `${shown.start_date}/${shown.end_date}` : 'none'}
        applied={shown}
        today={data?.today}
        onApply={apply}
        busy={dashboard.isFetching}
      />
      {dashboard.isError && data === undefined ? (
        <ErrorState
          className="rounded-xl border bg-card px-6 py-12"
          message={dashboard.error.message}
          onRetry={() => dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <div
          aria-busy={stale || loading || undefined}
          className={stale ? 'grid gap-6 opacity-60 transition-opacity' : 'grid gap-6'}
        >
          <AdminStats
            label="Ringkasan periode"
            figures={PERIOD_FIGURES}
            totals={data?.totals}
            loading={loading}
            className="sm:grid-cols-2"
          />
          {data ? <DailyChart series={data.series} /> : null}
          <AdminStats
            label="Total platform"
            figures={PLATFORM_FIGURES}
            totals={data?.totals}
            loading={loading}
            className="sm:grid-cols-2 xl:grid-cols-4"
          />
        </div>
      )}
    </div>
  );
}
