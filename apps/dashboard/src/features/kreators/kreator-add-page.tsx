import { fieldRules, type KreatorCreateRequest } from '@backoffice/sdk';
import { PageHeader } from '@backoffice/ui';
import { RecordForm } from '@/lib/form/record-form';
import { TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { useCreateKreator } from './api/create-kreator';
import { EMPTY_KREATOR_FORM, toCreateKreatorBody } from './lib/kreator-form-values';
import { kreatorPaths } from './paths';

/** `/kreator/add`: a new event creator's account: name, contact and first password. */
export function KreatorAddPage() {
  const create = useCreateKreator();
  const form = useContractForm<KreatorCreateRequest, unknown>({
    rules: fieldRules.KreatorCreateRequest,
    defaultValues: EMPTY_KREATOR_FORM,
    send: (values) => create.mutateAsync({ body: toCreateKreatorBody(values) }),
    listPath: kreatorPaths.list,
  });
  return (
    <div className="grid gap-6">
      <PageHeader
        heading="Data kreator"
        description="Akun kreator event; kreator menerima email verifikasi."
      />
      <RecordForm form={form}>
        <div className="grid items-start gap-5 md:grid-cols-2">
          <TextFormField form={form} name="name" />
          <TextFormField form={form} name="email" kind="email" />
          <TextFormField form={form} name="phone" kind="tel" />
          <TextFormField
            form={form}
            name="password"
            kind="new-password"
            hint="Minimal 8 karakter. Kreator memverifikasi email lalu dapat masuk dengannya."
          />
        </div>
      </RecordForm>
    </div>
  );
}
