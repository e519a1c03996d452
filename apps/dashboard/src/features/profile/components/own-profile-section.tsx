import { fieldRules, type Partner, uploadRules } from '@backoffice/sdk';
import { QueryState, Skeleton } from '@backoffice/ui';
import { useContractForm } from '@/lib/form/use-contract-form';
import { PartnerProfileForm } from '@/lib/partner-profile/partner-profile-form';
import {
  type PartnerProfileValues,
  partnerToProfileValues,
  toUpdatePartnerBody,
} from '@/lib/partner-profile/partner-profile-values';
import { useOwnProfile, useUpdateOwnProfile } from '../api/own-profile';

function EditOwnProfile({ profile, label }: { profile: Partner; label: string }) {
  const update = useUpdateOwnProfile();
  const form = useContractForm<PartnerProfileValues, { data: Partner }>({
    rules: fieldRules.UpdatePartnerProfileRequest,
    uploads: uploadRules.UpdatePartnerProfileRequest,
    defaultValues: partnerToProfileValues(profile),
    // The page stays: the saved record (the query's new answer) fills the form again, the new
    // photo now the stored one.
    values: partnerToProfileValues(profile),
    send: (values) => update.mutateAsync({ body: toUpdatePartnerBody(values) }),
  });
  return <PartnerProfileForm form={form} label={label} currentPhotoUrl={profile.photo} />;
}

/** One's own partner_master record (admins and partners): loaded, then its form. */
export function OwnProfileSection({ label }: { label: string }) {
  const profile = useOwnProfile();
  return (
    <QueryState query={profile} loading={<Skeleton radius="xl" className="h-[26rem] w-full" />}>
      {(answer) => <EditOwnProfile profile={answer.data.partner_master} label={label} />}
    </QueryState>
  );
}
