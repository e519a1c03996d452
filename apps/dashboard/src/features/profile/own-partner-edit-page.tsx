import { PageHeader } from '@backoffice/ui';
import { OwnProfileSection } from './components/own-profile-section';

/**
 * /partner/edit without an id: the signed-in partner's own partner record (P, A,P), the same
 * record and form as the details on /edit.
 */
export function OwnPartnerEditPage() {
  return (
    <div className="grid gap-6">
      <PageHeader heading="Data partner" description="Perubahan berlaku setelah disimpan." />
      <OwnProfileSection label="Data partner" />
    </div>
  );
}
