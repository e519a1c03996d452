import { fieldRules, uploadRules } from '@backoffice/sdk';
import { PageHeader } from '@backoffice/ui';
import { ImageFormField } from '@/lib/form/image-form-field';
import { RecordForm } from '@/lib/form/record-form';
import { TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { useUpdateKreatorProfile } from './api/update-kreator-profile';
import {
  EMPTY_TEMPLATE_FORM,
  type TemplateFormValues,
  toTemplateBody,
} from './lib/template-form-values';

/** `/template/add`: SUMMARY. */
export function TemplateFormPage() {
  const save = useUpdateKreatorProfile();
  const contractForm = useContractForm<TemplateFormValues, unknown>({
    rules: fieldRules.KreatorProfileRequest,
    uploads: uploadRules.KreatorProfileRequest,
    defaultValues: EMPTY_TEMPLATE_FORM,
    send: (values) => save.mutateAsync({ body: toTemplateBody(values) }),
    listPath: '/template',
  });
  return (
    <div className="grid gap-6">
      {/* The title is the route's, in the top bar; the form's heading names what it holds. */}
      <PageHeader heading="Data template" />
      <RecordForm form={contractForm}>
        <TextFormField form={contractForm} name="name" />
        <ImageFormField form={contractForm} name="photo" previewAlt="Photo" />
      </RecordForm>
    </div>
  );
}
