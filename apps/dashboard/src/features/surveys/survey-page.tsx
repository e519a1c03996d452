import { listPage } from '@/lib/list/list-page';
import { surveyPaths } from './paths';
import { surveyList } from './survey-list';

// The lists this page shows: the palette searches them (docs/palette.md).
export { surveyList } from './survey-list';

/** `/survey` for an admin: the surveys, described in survey-list.tsx. */
export const SurveyPage = listPage(surveyList, {
  description: 'Survey untuk kelompok pengguna, dengan pertanyaan dan jumlah jawabannya.',
  add: { href: surveyPaths.add, label: 'Tambah survey' },
});
