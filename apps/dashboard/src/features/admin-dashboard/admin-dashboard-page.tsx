import { BusyBar, formatDate, PageHeader, QueryState } from '@backoffice/ui';
import { useListParams } from '@/lib/list/list-params';
import { useAdminDashboard } from './api/get-admin-dashboard';
import { AdminStats, PERIOD_FIGURES, PLATFORM_FIGURES } from './components/admin-stats';
import { DailyChart, DailyChartPlaceholder } from './components/daily-chart';
import { PeriodFilter } from './components/period-filter';
import { type Period, periodOf, periodParams } from './lib/period';

/** `/` for admins: platform figures for a period kept in the URL (`?start_date&end_date`). */
export function AdminDashboard() {
  const params = useListParams(periodParams);
  const requested = periodOf(params.filters);
  const dashboard = useAdminDashboard(requested);
  const data = dashboard.data?.data;
  const shown: Period | null =
    requested ?? (data ? { start_date: data.start_date, end_date: data.end_date } : null);
  // Figures of another period stay on screen while the requested one loads.
  const stale = dashboard.isPlaceholderData;

  return (
    <div className="grid gap-6">
      <PageHeader
        heading="Dashboard Admin"
        description={
          <span aria-live="polite">
            {shown
              ? `Periode ${formatDate(shown.start_date)} sampai ${formatDate(shown.end_date)}`
              : dashboard.isError
                ? 'Periode belum diketahui'
                : 'Memuat periode'}
          </span>
        }
      />
      <PeriodFilter
        applied={shown}
        today={data?.today}
        onApply={(period) => params.setFilters(period)}
        busy={dashboard.isFetching}
      />
      <QueryState
        query={dashboard}
        loading={
          <div className="grid gap-6">
            <AdminStats group={PERIOD_FIGURES} totals={undefined} />
            <DailyChartPlaceholder />
            <AdminStats group={PLATFORM_FIGURES} totals={undefined} />
          </div>
        }
      >
        {({ data: answer }) => (
          <div aria-busy={stale || undefined} className="relative grid gap-6">
            {stale ? <BusyBar className="-top-3" /> : null}
            <AdminStats group={PERIOD_FIGURES} totals={answer.totals} />
            <DailyChart series={answer.series} />
            <AdminStats group={PLATFORM_FIGURES} totals={answer.totals} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
