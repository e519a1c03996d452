import type { Survey, SurveyQuestion, SurveyRequest } from '@backoffice/sdk';
import { newestFirst, nextId, paginate, searchRows } from '../db/paging';
import { SURVEY_TARGETS, type SurveyRecord, targetName } from '../db/seed/surveys';
import { db } from '../db/store';
import { mockToday, nowIso } from '../db/time';
import { route } from '../http';
import { type FieldErrorBody, fieldErrorBody, MESSAGES } from '../pipeline/errors';

function toSurvey(survey: SurveyRecord): Survey {
  return { ...survey, target_name: targetName(survey.target) };
}

/** Questions get fresh ids on every save: the contract matches them by order, not by id. */
function questionsOf(form: SurveyRequest): SurveyQuestion[] {
  let id = 0;
  for (const survey of db.surveys) for (const q of survey.questions) id = Math.max(id, q.id);
  return form.questions.map((q) => ({
    id: ++id,
    question: q.question.trim(),
    type: q.type,
    options: q.type === 'choice' ? q.options.map((option) => option.trim()) : [],
  }));
}

/** The record's fields from a create or update body. */
function surveyFields(form: SurveyRequest) {
  return {
    title: form.title.trim(),
    description: form.description,
    target: form.target,
    questions: questionsOf(form),
    start_date: form.start_date,
    end_date: form.end_date,
  };
}

/** The rules between fields the schema cannot state; null when the form is consistent. */
function formProblem(form: SurveyRequest): FieldErrorBody | null {
  if (form.title.trim() === '') return fieldErrorBody('body', 'title', 'Judul wajib diisi.');
  if (form.end_date < form.start_date)
    return fieldErrorBody('body', 'end_date', 'Tanggal selesai tidak boleh sebelum tanggal mulai.');
  for (const [index, q] of form.questions.entries()) {
    if (q.question.trim() === '')
      return fieldErrorBody('body', `questions.${index}.question`, 'Pertanyaan wajib diisi.');
    if (q.type !== 'choice') continue;
    const options = q.options.map((option) => option.trim().toLowerCase());
    if (options.some((option) => option === '')) {
      return fieldErrorBody('body', `questions.${index}.options`, 'Pilihan jawaban wajib diisi.');
    }
    if (new Set(options).size !== options.length) {
      return fieldErrorBody(
        'body',
        `questions.${index}.options`,
        'Pilihan jawaban tidak boleh sama.',
      );
    }
  }
  return null;
}

function isOpen(survey: SurveyRecord, today: string): boolean {
  return survey.start_date <= today && today <= survey.end_date;
}

/** Area "Survey": the admin's surveys, listed under the key `survey` as the spec states. */
export const surveyHandlers = [
  route.get('/v1/admindata/getallsurvey', ({ query, response }) => {
    const found = searchRows(db.surveys, query.search, (s) => [s.title]);
    const today = mockToday();
    const page = paginate(
      newestFirst(found, (s) => s.created_at),
      query,
      (s) => isOpen(s, today),
    );
    return response(200).json({ survey: page.data.map(toSurvey), meta: page.meta });
  }),

  route.get('/v1/admindata/getdetail/{id}', ({ path: { id }, response }) => {
    const survey = db.surveys.find((s) => s.id === id);
    if (survey === undefined) return response(404).json({ message: MESSAGES.notFound });
    return response(200).json({ data: toSurvey(survey) });
  }),

  route.post('/v1/admindata/surveycreate', ({ body, response }) => {
    const form = body;
    const problem = formProblem(form);
    if (problem !== null) return response(400).json(problem);
    const now = nowIso();
    const survey: SurveyRecord = {
      id: nextId(db.surveys),
      ...surveyFields(form),
      response_count: 0,
      created_at: now,
      updated_at: now,
    };
    db.surveys.push(survey);
    return response(201).json({ message: 'Surveu berhasil dibuat.', data: toSurvey(survey) });
  }),

  route.put('/v1/admindata/updatesurvey/{id}', ({ path: { id }, body, response }) => {
    const survey = db.surveys.find((s) => s.id === id);
    if (survey === undefined) return response(404).json({ message: MESSAGES.notFound });
    const form = body;
    const problem = formProblem(form);
    if (problem !== null) return response(400).json(problem);
    Object.assign(survey, surveyFields(form), { updated_at: nowIso() });
    return response(200).json({ message: 'Survey berhasil diubah.', data: toSurvey(survey) });
  }),

  route.delete('/v1/admindata/deletesurvey/{id}', ({ path: { id }, response }) => {
    const index = db.surveys.findIndex((s) => s.id === id);
    if (index < 0) return response(404).json({ message: MESSAGES.notFound });
    db.surveys.splice(index, 1);
    return response(200).json({ message: 'Survey berhasil dihapus.' });
  }),

  route.get('/v1/admindata/getDwopdownSurvy', ({ response }) =>
    response(200).json({ data: SURVEY_TARGETS.map((target) => ({ ...target })) }),
  ),
];
