import { Button, PageHeader } from '@backoffice/ui';
import { Link } from 'wouter';
import { DescribedList } from '@/lib/list/described-list';
import { ListTabs, useTabParam } from '@/lib/list/list-tabs';
import { VOUCHER_TABS } from './lib/tabs';
import { voucherPaths } from './paths';
import { RedeemsTab } from './redeems-tab';
import { voucherList } from './voucher-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { redeemList } from './redeem-list';
export { voucherList } from './voucher-list';

/** `/voucher` for a merchant: its vouchers, and the redeems of them in a second tab. */
export function VoucherPage() {
  const tab = useTabParam(VOUCHER_TABS);
  return (
    <div className="grid gap-6">
      <PageHeader
        description="Voucher yang kamu tawarkan ke member, dan redeem yang menunggu keputusanmu."
        actions={
          <Button asChild>
            <Link href={voucherPaths.add}>Tambah voucher</Link>
          </Button>
        }
      />
      <ListTabs label="Tampilan voucher" tabs={VOUCHER_TABS} />
      {tab === 'redeem' ? <RedeemsTab /> : <DescribedList description={voucherList} />}
    </div>
  );
}
