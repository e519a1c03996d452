import type { ReferralDashboard as ReferralDashboardData } from '@backoffice/sdk';
import { PageHeader, QueryState } from '@backoffice/ui';
import { DescribedRows } from '@/lib/list/described-rows';
import { referralDashboardQueryOptions, useReferralDashboard } from './api/get-referral-dashboard';
import { CreateReferralDialog } from './components/create-referral-dialog';
import { ReferralStats } from './components/referral-stats';
import { referralCodeList } from './referral-code-list';

/** `/` for partners (P, A,P): referral figures and the partner's referral codes. */
export function ReferralDashboard() {
  const dashboard = useReferralDashboard();

  return (
    <div className="grid gap-6">
      <PageHeader
        heading="Dashboard Referral"
        description="Pendapatan, member dan kode referral milikmu."
      />
      <QueryState query={dashboard} loading={<ReferralSections data={undefined} />}>
        {(answer) => <ReferralSections data={answer.data} />}
      </QueryState>
    </div>
  );
}

/** The figures and the codes, from the answer or as skeletons while it is on its way. */
function ReferralSections({ data }: { data: ReferralDashboardData | undefined }) {
  const loading = data === undefined;
  return (
    <>
      <ReferralStats info={data?.info} />
      <section aria-labelledby="referral-codes-title" className="grid gap-4">
        <h3 id="referral-codes-title" className="font-semibold text-lg">
          Kode Referral
        </h3>
        {/* A partner holds a handful of codes: three skeleton rows stand in for them. */}
        <DescribedRows
          description={referralCodeList}
          list={{ rows: data?.referrals, loading }}
          queryKey={referralDashboardQueryOptions().queryKey}
          skeletonRows={3}
          // One row of actions: a new code beside Ekspor, not each on a line of its own.
          toolbarEnd={<CreateReferralDialog />}
        />
      </section>
    </>
  );
}
