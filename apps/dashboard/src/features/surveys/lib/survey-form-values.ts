import type { Survey, SurveyRequest } from '@backoffice/sdk';

/** What the survey form holds: its inputs' text, the target and the questions. */
export type SurveyFormValues = {
  title: string;
  description: string;
  target: '' | SurveyRequest['target'];
  start_date: string;
  end_date: string;
  /** A choice question's options one per line. */
  questions: { question: string; type: 'text' | 'choice'; options: string }[];
};

export const NEW_QUESTION: SurveyFormValues['questions'][number] = {
  question: '',
  type: 'choice',
  options: '',
};

/** `survey`'s values, or a new survey's: empty, with one question to fill. */
export function surveyFormValues(survey?: Survey): SurveyFormValues {
  return {
    title: survey?.title ?? '',
    description: survey?.description ?? '',
    target: survey?.target ?? '',
    start_date: survey?.start_date ?? '',
    end_date: survey?.end_date ?? '',
    questions: survey?.questions.map((question) => ({
      question: question.question,
      type: question.type,
      options: question.options.join('\n'),
    })) ?? [NEW_QUESTION],
  };
}

/**
 * The create and update body: each choice question's options from its lines (blank lines
 * dropped), a text question without any. The form has checked the fields' own rules; the
 * questions' rules are the server's, shown under the question they name.
 */
export function toSurveyBody(values: SurveyFormValues): SurveyRequest {
  if (values.target === '') throw new Error('The form checks that a target is chosen');
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    target: values.target,
    start_date: values.start_date,
    end_date: values.end_date,
    questions: values.questions.map((question) =>
      question.type === 'text'
        ? { question: question.question.trim(), type: 'text' }
        : {
            question: question.question.trim(),
            type: 'choice',
            options: question.options
              .split('\n')
              .map((option) => option.trim())
              .filter((option) => option !== ''),
          },
    ),
  };
}
