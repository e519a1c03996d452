import { fieldRules } from '@backoffice/sdk';
import { PageHeader } from '@backoffice/ui';
import { useContractForm } from '@/lib/form/use-contract-form';
import { useCreateKreator } from './api/create-kreator';
import { KreatorForm } from './components/kreator-form';
import {
  EMPTY_KREATOR_FORM,
  type KreatorFormValues,
  toCreateKreatorBody,
} from './lib/kreator-form-values';
import { kreatorPaths } from './paths';

/** `/kreator/add`: a new event creator's account. */
export function KreatorAddPage() {
  const create = useCreateKreator();
  const form = useContractForm<KreatorFormValues, unknown>({
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
      <KreatorForm form={form} />
    </div>
  );
}
