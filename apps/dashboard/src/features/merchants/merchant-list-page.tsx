import { PageHeader } from '@backoffice/ui';
import { DescribedList } from '@/lib/list/described-list';
import { ListTabs, useTabParam } from '@/lib/list/list-tabs';
import { MERCHANT_TABS } from './lib/tabs';
import { merchantList } from './merchant-list';
import { registrationList } from './registration-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { merchantList } from './merchant-list';
export { registrationList } from './registration-list';

/** `/merchant/list` for an admin: the merchants, and the registrations waiting for review. */
export function MerchantListPage() {
  const tab = useTabParam(MERCHANT_TABS);
  return (
    <div className="grid gap-6">
      <PageHeader description="Merchant yang sudah diterima, dan registrasi yang menunggu keputusanmu." />
      <ListTabs label="Tampilan merchant" tabs={MERCHANT_TABS} />
      {/* Keyed by tab: one list's search box and rows do not carry over to the other. */}
      <DescribedList
        key={tab}
        description={tab === 'registration' ? registrationList : merchantList}
      />
    </div>
  );
}
