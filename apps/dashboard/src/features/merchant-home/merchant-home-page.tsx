import { buttonVariants, PageHeader, QueryState } from '@backoffice/ui';
import { Link } from 'wouter';
import { VoucherIcon } from '@/lib/icons';
import { useMerchantProfile } from '@/lib/merchant/merchant-profile-query';
import { useRedeemCounts } from '@/lib/merchant/redeem-counts-query';
import { RedeemStats } from '@/lib/merchant/redeem-stats';

/** `/` for merchants: a greeting, the redeem counts and the way to their vouchers. */
export function MerchantHome() {
  const counts = useRedeemCounts();
  const profile = useMerchantProfile();
  const merchant = profile.data?.data;

  return (
    <div className="grid gap-6">
      <PageHeader
        heading="Dashboard Merchant"
        description={merchant ? merchant.message : 'Ringkasan voucher dan redeem tokomu.'}
        actions={
          // The vouchers area's own href builder is another feature's; `/voucher` is the menu's.
          <Link href="/voucher" className={buttonVariants()}>
            <VoucherIcon />
            Kelola voucher
          </Link>
        }
      />
      <QueryState query={counts} loading={<RedeemStats counts={undefined} loading home />}>
        {(answer) => <RedeemStats counts={answer.data} loading={false} home />}
      </QueryState>
    </div>
  );
}
