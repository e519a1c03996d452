import { describeRecord } from '@/lib/record/record-description';
import { surveyQueryOptions } from './api/get-survey';
import { surveyPaths } from './paths';

/** `/survey/edit/:id`: one survey with its questions (an unknown or missing id is not found). */
export const surveyRecord = describeRecord({
  queryOptions: surveyQueryOptions,
  listPath: surveyPaths.list,
  notFound: {
    title: 'Survey tidak ditemukan',
    description: 'Survey ini tidak ada atau sudah dihapus. Pilih survey dari daftar.',
    listName: 'daftar survey',
  },
});
