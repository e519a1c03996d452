import { fieldRules, type Survey, type SurveyTarget } from '@backoffice/sdk';
import { PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import { DateRangeFormFields } from '@/lib/form/date-form-field';
import { RecordForm } from '@/lib/form/record-form';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { DescribedRecord } from '@/lib/record/described-record';
import { useSurveyTargets } from './api/get-survey';
import { useCreateSurvey, useUpdateSurvey } from './api/save-survey';
import { SurveyQuestions } from './components/survey-questions';
import {
  EMPTY_SURVEY_FORM,
  type SurveyFormValues,
  surveyToFormValues,
  toSurveyBody,
} from './lib/survey-form-values';
import { surveyPaths } from './paths';
import { surveyRecord } from './survey-record';

const FORM_LOADING = <Skeleton radius="xl" className="h-[36rem] w-full" />;

/** The survey's fields and questions: a new one, or `survey`'s. */
function SurveyFormOf({ survey, targets }: { survey?: Survey; targets: readonly SurveyTarget[] }) {
  const create = useCreateSurvey();
  const update = useUpdateSurvey(survey?.id ?? 0);
  const form = useContractForm<SurveyFormValues, unknown>({
    rules: fieldRules.SurveyRequest,
    defaultValues: survey ? surveyToFormValues(survey) : EMPTY_SURVEY_FORM,
    send: (values) => {
      const body = toSurveyBody(values);
      return survey
        ? update.mutateAsync({ params: { path: { id: survey.id } }, body })
        : create.mutateAsync({ body });
    },
    listPath: surveyPaths.list,
  });
  return (
    <RecordForm form={form}>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <TextFormField form={form} name="title" />
        <SelectFormField
          form={form}
          name="target"
          placeholder="Pilih target"
          choices={targets.map((target) => ({ value: target.value, label: target.name }))}
        />
      </div>
      <TextFormField form={form} name="description" rows={3} />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <DateRangeFormFields form={form} start="start_date" end="end_date" />
      </div>
      <SurveyQuestions form={form} />
    </RecordForm>
  );
}

/** The form once the targets it offers have come (the edit route asks for both at once). */
function SurveyWithTargets({ survey }: { survey?: Survey }) {
  const targets = useSurveyTargets();
  return (
    <QueryState query={targets} loading={FORM_LOADING}>
      {(answer) => <SurveyFormOf survey={survey} targets={answer.data} />}
    </QueryState>
  );
}

/** /survey/add: a new survey with its questions. */
export function SurveyAddPage() {
  return (
    <div className="grid gap-6">
      <PageHeader heading="Data survey" description="Pertanyaan untuk satu kelompok pengguna." />
      <SurveyWithTargets />
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
      {(answer) => <SurveyWithTargets survey={answer.data} />}
    </DescribedRecord>
  );
}
