import { fieldRules, uploadRules } from '@backoffice/sdk';
import { Field, Input, PageHeader } from '@backoffice/ui';
import { FormFooter } from '@/lib/form/form-footer';
import { ImageFormField } from '@/lib/form/image-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { listHref } from '@/lib/list/list-return';
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
    onSaved: (_, guard) => guard.leave(listHref('/template')),
  });
  const { form, submit, saving, field, guard } = contractForm;
  const { register } = form;
  return (
    <div className="grid gap-6">
      {/* The title is the route's, in the top bar; the form's heading names what it holds. */}
      <PageHeader heading="Data template" />
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6"
      >
        <Field {...field('name')}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <ImageFormField
          form={contractForm}
          name="photo"
          rule={uploadRules.KreatorProfileRequest.photo}
          previewAlt="Photo"
        />
        <FormFooter cancelHref={listHref('/template')} saving={saving} guard={guard} />
      </form>
    </div>
  );
}
