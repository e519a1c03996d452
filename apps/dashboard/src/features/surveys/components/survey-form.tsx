import type { SurveyTarget } from '@backoffice/sdk';
import { DateRangeFormFields } from '@/lib/form/date-form-field';
import { RecordForm } from '@/lib/form/record-form';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import type { SurveyFormValues } from '../lib/survey-form-values';
import { SurveyQuestions } from './survey-questions';

export type SurveyFormProps = {
  form: ContractForm<SurveyFormValues>;
  /** The groups a survey may address, from the contract's target list. */
  targets: readonly SurveyTarget[];
};

/** The survey's fields and questions, for the add and the edit page alike. No fetching. */
export function SurveyForm({ form: contractForm, targets }: SurveyFormProps) {
  return (
    <RecordForm form={contractForm}>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextFormField form={contractForm} name="title" />
        <SelectFormField
          form={contractForm}
          name="target"
          placeholder="Pilih target"
          choices={targets.map((target) => ({ value: target.value, label: target.name }))}
        />
      </div>
      <TextFormField form={contractForm} name="description" rows={3} />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <DateRangeFormFields form={contractForm} start="start_date" end="end_date" />
      </div>
      <SurveyQuestions form={contractForm} />
    </RecordForm>
  );
}
