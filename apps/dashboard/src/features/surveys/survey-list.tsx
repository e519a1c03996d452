import type { Survey } from '@backoffice/sdk';
import { formatDate, formatNumber } from '@backoffice/ui';
import * as column from '@/lib/list/columns';
import { describeList } from '@/lib/list/list-description';
import { deletionBulkAction, recordRowActions } from '@/lib/list/row-action';
import { surveyDeletion } from './api/delete-survey';
import { surveyPaths } from './paths';
import { surveyListQuery } from './survey-list-query';

/**
 * `/survey`: what each survey asks and of whom, how many questions and answers, when it is
 * open; edit and delete per row; search and page in the URL. The operation's rows come under
 * `survey`, not `data`: the kit reads them there.
 */
export const surveyList = describeList({
  ...surveyListQuery,
  noun: 'survey',
  rowName: (survey) => survey.title,
  rowDetail: (survey) => `${formatDate(survey.start_date)} – ${formatDate(survey.end_date)}`,
  rowHref: (survey) => surveyPaths.edit(survey.id),
  search: true,
  columns: [
    column.stacked<Survey>(
      'title',
      'Survey',
      [
        { header: 'Survey', value: (survey) => survey.title },
        { header: 'Target', value: (survey) => survey.target_name },
      ],
      { wraps: true },
    ),
    column.number<Survey>('questions', 'Pertanyaan', (survey) => survey.questions.length),
    column.number<Survey>('responses', 'Jawaban', (survey) => survey.response_count),
    column.period<Survey>(
      (survey) => survey.start_date,
      (survey) => survey.end_date,
    ),
  ],
  rowActions: recordRowActions(surveyDeletion, (survey) => ({
    name: survey.title,
    editHref: surveyPaths.edit(survey.id),
    deleteTitle: 'Hapus survey?',
    // The title in quotes (it often starts with "Survey"), and no "0 jawabannya".
    deleteDescription:
      survey.response_count > 0
        ? `"${survey.title}" dan ${formatNumber(survey.response_count)} jawabannya akan dihapus.`
        : `"${survey.title}" akan dihapus.`,
  })),
  bulkActions: [deletionBulkAction(surveyDeletion)],
});
