import { enumLabels, fieldRules, type Partner, uploadRules } from '@backoffice/sdk';
import { PageHeader, Skeleton } from '@backoffice/ui';
import { labelOf } from '@/lib/enum-label';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { PartnerFields, PartnerProfileForm } from '@/lib/partner-profile/partner-profile-form';
import {
  type PartnerProfileValues,
  partnerToProfileValues,
  toUpdatePartnerBody,
} from '@/lib/partner-profile/partner-profile-values';
import { DescribedRecord } from '@/lib/record/described-record';
import { useCreatePartner, useUpdatePartner } from './api/save-partner';
import {
  EMPTY_NEW_PARTNER_FORM,
  type NewPartnerFormValues,
  toCreatePartnerBody,
} from './lib/partner-form-values';
import { partnerRecord } from './partner-record';
import { partnerPaths } from './paths';

/** The roles an admin may give a new partner, as the contract lists and names them. */
const ROLE_CHOICES = fieldRules.CreatePartnerRequest.role.enum.map((value) => ({
  value,
  label: labelOf(enumLabels.PartnerRole, value),
}));

/** /partner/add: a new partner (details, first password, role), who can sign in at once. */
export function PartnerAddPage() {
  const create = useCreatePartner();
  const form = useContractForm<NewPartnerFormValues, unknown>({
    rules: fieldRules.CreatePartnerRequest,
    defaultValues: EMPTY_NEW_PARTNER_FORM,
    send: (values) => create.mutateAsync({ body: toCreatePartnerBody(values) }),
    listPath: partnerPaths.list,
  });
  return (
    <div className="grid gap-6">
      <PageHeader
        heading="Data partner"
        description="Akun partner referral baru; partner dapat masuk dengan email dan password ini."
      />
      <PartnerFields form={form}>
        <TextFormField
          form={form}
          name="password"
          kind="new-password"
          hint="Minimal 8 karakter. Partner dapat masuk dengannya."
        />
        <SelectFormField form={form} name="role" choices={ROLE_CHOICES} />
      </PartnerFields>
    </div>
  );
}

function EditPartner({ partner }: { partner: Partner }) {
  const update = useUpdatePartner(partner.id);
  const form = useContractForm<PartnerProfileValues, unknown>({
    rules: fieldRules.UpdatePartnerProfileRequest,
    uploads: uploadRules.UpdatePartnerProfileRequest,
    defaultValues: partnerToProfileValues(partner),
    send: (values) => update.mutateAsync({ body: toUpdatePartnerBody(values, partner.id) }),
    listPath: partnerPaths.list,
  });
  return <PartnerProfileForm form={form} currentPhotoUrl={partner.photo} />;
}

/** /partner/edit/:id: one partner's details; an unknown id or a malformed one is not found. */
export function PartnerEditPage() {
  return (
    <DescribedRecord
      header={
        <PageHeader heading="Data partner" description="Perubahan berlaku setelah disimpan." />
      }
      record={partnerRecord}
      loading={<Skeleton radius="xl" className="h-[24rem] w-full" />}
    >
      {(answer) => <EditPartner partner={answer.data.partner_master} />}
    </DescribedRecord>
  );
}
