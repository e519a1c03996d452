import { buttonVariants, ErrorState } from '@backoffice/ui';
import { Link } from 'wouter';
import { VoucherIcon } from '@/lib/icons';
import { useMerchantProfile } from './api/get-merchant-profile';
import { useRedeemCounts } from './api/get-redeem-counts';
import { RedeemStats } from './components/redeem-stats';

/** `/` for merchants: a greeting, the redeem counts and the way to their vouchers. */
export function MerchantHome() {
  const counts = useRedeemCounts();
  const profile = useMerchantProfile();
  const merchant = profile.data?.data;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {/* The greeting carries the merchant's name: a long one wraps, it never widens the page. */}
        <div className="grid min-w-0 gap-1">
          <h2 className="font-semibold text-xl">Dashboard Merchant</h2>
          <p className="text-muted-foreground text-sm wrap-anywhere">
            {merchant ? merchant.message : 'Ringkasan voucher dan redeem tokomu.'}
          </p>
        </div>
        <Link href="/voucher" className={buttonVariants({ variant: 'secondary' })}>
          <VoucherIcon />
          Kelola Voucher
        </Link>
      </div>
      {counts.isError && counts.data === undefined ? (
        <ErrorState
          className="rounded-xl border bg-card px-6 py-12"
          message={counts.error.message}
          onRetry={() => counts.refetch()}
          retrying={counts.isFetching}
        />
      ) : (
        <RedeemStats counts={counts.data?.data} loading={counts.isPending} />
      )}
    </div>
  );
}
