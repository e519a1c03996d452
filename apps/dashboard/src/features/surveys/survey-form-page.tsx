import { fieldRules, type Survey, type SurveyTarget } from '@backoffice/sdk';
import { PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import { useContractForm } from '@/lib/form/use-contract-form';
import { DescribedRecord } from '@/lib/record/described-record';
import { useSurveyTargets } from './api/get-survey';
import { useCreateSurvey, useUpdateSurvey } from './api/save-survey';
import { SurveyForm } from './components/survey-form';
import {
  EMPTY_SURVEY_FORM,
  type SurveyFormValues,
  surveyToFormValues,
  toSurveyBody,
} from './lib/survey-form-values';
import { surveyPaths } from './paths';
import { surveyRecord } from './survey-record';

const FORM_LOADING = <Skeleton radius="xl" className="h-[36rem] w-full" />;

function AddSurveyForm({ targets }: { targets: readonly SurveyTarget[] }) {
  const create = useCreateSurvey();
  const form = useContractForm<SurveyFormValues, unknown>({
    rules: fieldRules.SurveyRequest,
    defaultValues: EMPTY_SURVEY_FORM,
    send: (values) => create.mutateAsync({ body: toSurveyBody(values) }),
    listPath: surveyPaths.list,
  });
  return <SurveyForm form={form} targets={targets} />;
}

/** /survey/add: a new survey with its questions. */
export function SurveyAddPage() {
  const targets = useSurveyTargets();
  return (
    <div className="grid gap-6">
      <PageHeader heading="Data survey" description="Pertanyaan untuk satu kelompok pengguna." />
      <QueryState query={targets} loading={FORM_LOADING}>
        {(answer) => <AddSurveyForm targets={answer.data} />}
      </QueryState>
    </div>
  );
}

function EditSurveyForm({ survey, targets }: { survey: Survey; targets: readonly SurveyTarget[] }) {
  const update = useUpdateSurvey(survey.id);
  const form = useContractForm<SurveyFormValues, unknown>({
    rules: fieldRules.SurveyRequest,
    defaultValues: surveyToFormValues(survey),
    send: (values) =>
      update.mutateAsync({ params: { path: { id: survey.id } }, body: toSurveyBody(values) }),
    listPath: surveyPaths.list,
  });
  return <SurveyForm form={form} targets={targets} />;
}

/** The survey's form once the targets it offers have come (the route asks for both at once). */
function EditSurvey({ survey }: { survey: Survey }) {
  const targets = useSurveyTargets();
  return (
    <QueryState query={targets} loading={FORM_LOADING}>
      {(list) => <EditSurveyForm survey={survey} targets={list.data} />}
    </QueryState>
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
      {(answer) => <EditSurvey survey={answer.data} />}
    </DescribedRecord>
  );
}
