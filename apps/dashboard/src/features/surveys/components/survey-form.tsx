import type { SurveyTarget } from '@backoffice/sdk';
import { Field, Input, NativeSelect, Textarea } from '@backoffice/ui';
import { DateFormField } from '@/lib/form/date-form-field';
import { FormFooter } from '@/lib/form/form-footer';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { SurveyFormValues } from '../lib/survey-form-values';
import { SurveyQuestions } from './survey-questions';

export type SurveyFormProps = {
  form: ContractForm<SurveyFormValues>;
  /** The groups a survey may address, from the contract's target list. */
  targets: readonly SurveyTarget[];
  cancelHref: string;
};

/** The survey's fields and questions, for the add and the edit page alike. No fetching. */
export function SurveyForm({ form: contractForm, targets, cancelHref }: SurveyFormProps) {
  const { form, submit, saving, field, guard } = contractForm;
  const { register } = form;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6">
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Field {...field('title')}>
          <Input autoComplete="off" {...register('title')} />
        </Field>
        <Field {...field('target')}>
          <NativeSelect {...register('target')}>
            <option value="">Pilih target</option>
            {targets.map((target) => (
              <option key={target.value} value={target.value}>
                {target.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <Field {...field('description')}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <DateFormField form={contractForm} name="start_date" />
        <DateFormField
          form={contractForm}
          name="end_date"
          hint="Tidak boleh sebelum tanggal mulai."
        />
      </div>
      <SurveyQuestions form={contractForm} />
      <FormFooter cancelHref={cancelHref} saving={saving} guard={guard} />
    </form>
  );
}
