import { ErrorState } from '@backoffice/ui';
import { useReferralDashboard } from './api/get-referral-dashboard';
import { CreateReferralDialog } from './components/create-referral-dialog';
import { ReferralCodesTable } from './components/referral-codes-table';
import { ReferralStats } from './components/referral-stats';

/** `/` for partners (P, A,P): referral figures and the partner's referral codes. */
export function ReferralDashboard() {
  const dashboard = useReferralDashboard();
  const data = dashboard.data?.data;
  const failed = dashboard.isError && data === undefined;

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="font-semibold text-xl">Dashboard Referral</h2>
        <p className="text-muted-foreground text-sm">
          Pendapatan, member dan kode referral milikmu.
        </p>
      </div>
      {failed ? (
        <ErrorState
          className="rounded-xl border bg-card px-6 py-12"
          message={dashboard.error.message}
          onRetry={() => dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <>
          <ReferralStats info={data?.info} loading={dashboard.isPending} />
          <section aria-labelledby="referral-codes-title" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id="referral-codes-title" className="font-semibold text-lg">
                Kode Referral
              </h3>
              <CreateReferralDialog />
            </div>
            <ReferralCodesTable rows={data?.referrals} loading={dashboard.isPending} />
          </section>
        </>
      )}
    </div>
  );
}
