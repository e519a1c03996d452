import { PageHeader } from '@backoffice/ui';
import { ListTabs, useTabParam } from '@/lib/list-tabs';
import { MERCHANT_TABS } from './lib/list-params';
import { MerchantsTab } from './merchants-tab';
import { RegistrationsTab } from './registrations-tab';

/** `/merchant/list` for an admin: the merchants, and the registrations waiting for review. */
export function MerchantListPage() {
  const tab = useTabParam(MERCHANT_TABS);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Merchant"
        description="Merchant yang sudah diterima, dan registrasi yang menunggu keputusanmu."
      />
      <ListTabs label="Tampilan merchant" tabs={MERCHANT_TABS} />
      {tab === 'registration' ? <RegistrationsTab /> : <MerchantsTab />}
    </div>
  );
}
