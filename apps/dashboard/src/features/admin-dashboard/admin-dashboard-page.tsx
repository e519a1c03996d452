import {
  BusyBar,
  ErrorState,
  formatDate,
  PageHeader,
  QueryState,
  useErrorText,
} from '@backoffice/ui';
import { useListParams } from '@/lib/list/list-params';
import { useKeptAnswer } from '@/lib/use-kept-answer';
import { useAdminDashboard } from './api/get-admin-dashboard';
import { PeriodFigures, PlatformFigures } from './components/admin-stats';
import { DailyChart, DailyChartPlaceholder } from './components/daily-chart';
import { PeriodFilter } from './components/period-filter';
import { type Period, periodOf, periodParams } from './lib/period';

/** `/` for admins: platform figures for a period kept in the URL (`?start_date&end_date`). */
export function AdminDashboard() {
  const params = useListParams(periodParams);
  const requested = periodOf(params.filters);
  const dashboard = useAdminDashboard(requested);
  const errorText = useErrorText();
  const data = dashboard.data?.data;
  // Figures of another period stay on screen while the requested one loads, and when it fails:
  // the error and its retry above them, the header naming the period they are of.
  const kept = useKeptAnswer(dashboard);
  const keptData = kept.failed ? kept.shown?.data : undefined;
  const applied: Period | null =
    requested ?? (data ? { start_date: data.start_date, end_date: data.end_date } : null);
  const shown: Period | null = keptData ?? applied;
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
        applied={applied}
        today={data?.today}
        onApply={(period) => params.setFilters(period)}
        busy={dashboard.isFetching}
      />
      {keptData && dashboard.error ? (
        <ErrorState
          className="rounded-xl border bg-card px-6 py-6"
          message={errorText(dashboard.error)}
          onRetry={() => dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : null}
      <QueryState
        query={{ ...dashboard, data: kept.shown }}
        loading={
          <div className="grid gap-6">
            <PeriodFigures totals={undefined} />
            <DailyChartPlaceholder />
            <PlatformFigures totals={undefined} />
          </div>
        }
      >
        {({ data: answer }) => (
          <div aria-busy={stale || undefined} className="relative grid gap-6">
            {stale ? <BusyBar className="-top-3" /> : null}
            <PeriodFigures totals={answer.totals} />
            <DailyChart series={answer.series} />
            <PlatformFigures totals={answer.totals} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
