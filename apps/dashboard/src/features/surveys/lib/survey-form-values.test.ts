import { surveyFormValues, toSurveyBody } from './survey-form-values';

describe('survey form values', () => {
  it('sends a choice question’s options from its lines and a text question without any', () => {
    expect(
      toSurveyBody({
        ...surveyFormValues(),
        title: ' Kepuasan Klien ',
        description: 'Survei triwulan.',
        target: 'client',
        start_date: '2026-12-01',
        end_date: '2026-12-31',
        questions: [
          { question: ' Seberapa puas? ', type: 'choice', options: 'Puas\n\n  Kurang puas \n' },
          { question: 'Saran Anda', type: 'text', options: 'tersisa' },
        ],
      }),
    ).toEqual({
      title: 'Kepuasan Klien',
      description: 'Survei triwulan.',
      target: 'client',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      questions: [
        { question: 'Seberapa puas?', type: 'choice', options: ['Puas', 'Kurang puas'] },
        { question: 'Saran Anda', type: 'text' },
      ],
    });
  });
});
