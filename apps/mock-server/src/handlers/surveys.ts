import { fieldRules, type Survey, type SurveyQuestion, type SurveyRequest } from '@backoffice/sdk';
import { addRow, listPage } from '../db/paging';
import { SURVEY_TARGETS, type SurveyRecord, targetName } from '../db/seed/surveys';
import { db } from '../db/store';
import { mockToday, nowIso } from '../db/time';
import { route } from '../http';
import { found, refuseField } from '../pipeline/errors';
import { checkNotBlank } from './shared/form';

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

/** The rules between fields the schema cannot state, each refused on its field. */
function checkForm(form: SurveyRequest): void {
  checkNotBlank(form, ['title'], fieldRules.SurveyRequest);
  if (form.end_date < form.start_date) {
    refuseField('end_date', 'Tanggal selesai tidak boleh sebelum tanggal mulai.');
  }
  for (const [index, q] of form.questions.entries()) {
    if (q.question.trim() === '') {
      refuseField(`questions.${index}.question`, 'Pertanyaan wajib diisi.');
    }
    if (q.type !== 'choice') continue;
    const options = q.options.map((option) => option.trim().toLowerCase());
    if (options.some((option) => option === '')) {
      refuseField(`questions.${index}.options`, 'Pilihan jawaban wajib diisi.');
    }
    if (new Set(options).size !== options.length) {
      refuseField(`questions.${index}.options`, 'Pilihan jawaban tidak boleh sama.');
    }
  }
}

/** Area "Survey": the admin's surveys, listed under the key `survey` as the spec states. */
export const surveyHandlers = [
  route.get('/v1/admindata/getallsurvey', ({ query, response }) => {
    const today = mockToday();
    const { data, meta } = listPage(db.surveys, query, {
      newest: (s) => s.created_at,
      active: (s) => s.start_date <= today && today <= s.end_date,
      search: (s) => [s.title],
      as: toSurvey,
    });
    return response(200).json({ survey: data, meta });
  }),

  route.get('/v1/admindata/getdetail/{id}', ({ path: { id }, response }) => {
    const survey = found(db.surveys.find((s) => s.id === id));
    return response(200).json({ data: toSurvey(survey) });
  }),

  route.post('/v1/admindata/surveycreate', ({ body, response }) => {
    checkForm(body);
    const now = nowIso();
    const survey = addRow(db.surveys, {
      ...surveyFields(body),
      response_count: 0,
      created_at: now,
      updated_at: now,
    });
    return response(201).json({ message: 'Surveu berhasil dibuat.', data: toSurvey(survey) });
  }),

  route.put('/v1/admindata/updatesurvey/{id}', ({ path: { id }, body, response }) => {
    const survey = found(db.surveys.find((s) => s.id === id));
    checkForm(body);
    Object.assign(survey, surveyFields(body), { updated_at: nowIso() });
    return response(200).json({ message: 'Survey berhasil diubah.', data: toSurvey(survey) });
  }),

  route.delete('/v1/admindata/deletesurvey/{id}', ({ path: { id }, response }) => {
    const survey = found(db.surveys.find((s) => s.id === id));
    db.surveys.splice(db.surveys.indexOf(survey), 1);
    return response(200).json({ message: 'Survey berhasil dihapus.' });
  }),

  route.get('/v1/admindata/getDwopdownSurvy', ({ response }) =>
    response(200).json({ data: SURVEY_TARGETS.map((target) => ({ ...target })) }),
  ),
];
