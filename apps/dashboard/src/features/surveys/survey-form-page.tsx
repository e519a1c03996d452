import { fieldRules, isApiError, type Survey, type SurveyTarget } from '@backoffice/sdk';
import { PageHeader, QueryState, Skeleton } from '@backoffice/ui';
import { useParams } from 'wouter';
import { useContractForm } from '@/lib/form/use-contract-form';
import { listHref } from '@/lib/list-return';
import { parseRouteId } from '@/lib/route-id';
import { useSurvey, useSurveyTargets } from './api/get-survey';
import { useCreateSurvey, useUpdateSurvey } from './api/save-survey';
import { SurveyForm } from './components/survey-form';
import { SurveyNotFound } from './components/survey-not-found';
import {
  EMPTY_SURVEY_FORM,
  type SurveyFormValues,
  surveyToFormValues,
  toSurveyBody,
} from './lib/survey-form-values';
import { surveyPaths } from './paths';

const FORM_LOADING = <Skeleton className="h-[36rem] w-full rounded-xl" />;

function AddSurveyForm({ targets }: { targets: readonly SurveyTarget[] }) {
  const create = useCreateSurvey();
  const form = useContractForm<SurveyFormValues, unknown>({
    rules: fieldRules.SurveyRequest,
    defaultValues: EMPTY_SURVEY_FORM,
    send: (values) => create.mutateAsync({ body: toSurveyBody(values) }),
    onSaved: (_, guard) => guard.leave(listHref(surveyPaths.list)),
  });
  return <SurveyForm form={form} targets={targets} cancelHref={listHref(surveyPaths.list)} />;
}

/** /survey/add: a new survey with its questions. */
export function SurveyAddPage() {
  const targets = useSurveyTargets();
  return (
    <div className="grid gap-6">
      <PageHeader title="Survey baru" description="Pertanyaan untuk satu kelompok pengguna." />
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
    onSaved: (_, guard) => guard.leave(listHref(surveyPaths.list)),
  });
  return <SurveyForm form={form} targets={targets} cancelHref={listHref(surveyPaths.list)} />;
}

function EditSurvey({ id }: { id: number }) {
  const survey = useSurvey(id);
  const targets = useSurveyTargets();
  if (isApiError(survey.error) && survey.error.status === 404) {
    return <SurveyNotFound listHref={listHref(surveyPaths.list)} />;
  }
  return (
    <QueryState query={survey} loading={FORM_LOADING}>
      {(answer) => (
        <QueryState query={targets} loading={FORM_LOADING}>
          {(list) => <EditSurveyForm survey={answer.data} targets={list.data} />}
        </QueryState>
      )}
    </QueryState>
  );
}

/** /survey/edit/:id?: one survey; an unknown or missing id is not found. */
export function SurveyEditPage() {
  const id = parseRouteId(useParams<{ id?: string }>().id);
  return (
    <div className="grid gap-6">
      <PageHeader title="Data survey" description="Perubahan berlaku setelah disimpan." />
      {id === null ? (
        <SurveyNotFound listHref={listHref(surveyPaths.list)} />
      ) : (
        <EditSurvey key={id} id={id} />
      )}
    </div>
  );
}
