import { fieldRules, type Survey } from '@backoffice/sdk';
import { PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import { DateRangeFormFields } from '@/lib/form/date-form-field';
import { RecordForm } from '@/lib/form/record-form';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { DescribedRecord } from '@/lib/record/described-record';
import { useSurveyTargets } from './api/get-survey';
import { useCreateSurvey, useUpdateSurvey } from './api/save-survey';
import { SurveyQuestions } from './components/survey-questions';
import { type SurveyFormValues, surveyFormValues, toSurveyBody } from './lib/survey-form-values';
import { surveyPaths } from './paths';
import { surveyRecord } from './survey-record';

const FORM_LOADING = <Skeleton radius="xl" className="h-[36rem] w-full" />;

/** The survey's fields and questions: a new one, or `survey`'s. */
function SurveyForm({ survey }: { survey?: Survey }) {
  const create = useCreateSurvey();
  const update = useUpdateSurvey(survey?.id ?? 0);
  const form = useContractForm<SurveyFormValues, unknown>({
    rules: fieldRules.SurveyRequest,
    defaultValues: surveyFormValues(survey),
    send: (values) => {
      const body = toSurveyBody(values);
      return survey
        ? update.mutateAsync({ params: { path: { id: survey.id } }, body })
        : create.mutateAsync({ body });
    },
    listPath: surveyPaths.list,
  });
  // The groups the select offers (the route asks for them at once).
  const targets = useSurveyTargets();
  return (
    <QueryState query={targets} loading={FORM_LOADING}>
      {(answer) => (
        <RecordForm form={form}>
          <div className="grid items-start gap-5 md:grid-cols-2">
            <TextFormField form={form} name="title" />
            <SelectFormField
              form={form}
              name="target"
              placeholder="Pilih target"
              choices={answer.data.map((target) => ({ value: target.value, label: target.name }))}
            />
          </div>
          <TextFormField form={form} name="description" rows={3} />
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <DateRangeFormFields form={form} start="start_date" end="end_date" />
          </div>
          <SurveyQuestions form={form} />
        </RecordForm>
      )}
    </QueryState>
  );
}

/** /survey/add: a new survey with its questions. */
export function SurveyAddPage() {
  return (
    <div className="grid gap-6">
      <PageHeader heading="Data survey" description="Pertanyaan untuk satu kelompok pengguna." />
      <SurveyForm />
    </div>
  );
}

/** /survey/edit/:id?: one survey; an unknown or missing id is not found. */
export function SurveyEditPage() {
  return (
    <DescribedRecord
      header={
        <PageHeader heading="Data survey" description="Perubahan berlaku setelah disimpan." />
      }
      record={surveyRecord}
      loading={FORM_LOADING}
    >
      {(answer) => <SurveyForm survey={answer.data} />}
    </DescribedRecord>
  );
}
