import { formatDate, formatNumber } from '@backoffice/ui';
import { describeList } from '@/lib/list/list-description';
import { recordRowActions } from '@/lib/list/row-action';
import { StackedCell } from '@/lib/list/stacked-cell';
import { deleteSurvey, useDeleteSurvey } from './api/delete-survey';
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
  caption: 'Daftar survey',
  rowName: (survey) => survey.title,
  rowDetail: (survey) => `${formatDate(survey.start_date)} – ${formatDate(survey.end_date)}`,
  rowHref: (survey) => surveyPaths.edit(survey.id),
  search: 'Cari survey',
  columns: [
    {
      id: 'title',
      header: 'Survey',
      cell: (survey) => <StackedCell title={survey.title} lines={[survey.target_name]} />,
      export: [
        { header: 'Survey', value: (survey) => survey.title },
        { header: 'Target', value: (survey) => survey.target_name },
      ],
    },
    {
      id: 'questions',
      header: 'Pertanyaan',
      className: 'text-right tabular-nums',
      cell: (survey) => formatNumber(survey.questions.length),
      export: {
        header: 'Pertanyaan',
        value: (survey) => survey.questions.length,
        kind: 'number',
      },
    },
    {
      id: 'responses',
      header: 'Jawaban',
      className: 'text-right tabular-nums',
      cell: (survey) => formatNumber(survey.response_count),
      export: { header: 'Jawaban', value: (survey) => survey.response_count, kind: 'number' },
    },
    {
      id: 'period',
      header: 'Periode',
      cell: (survey) => (
        <span className="whitespace-nowrap">
          {formatDate(survey.start_date)} – {formatDate(survey.end_date)}
        </span>
      ),
      export: [
        { header: 'Mulai', value: (survey) => survey.start_date, kind: 'date' },
        { header: 'Berakhir', value: (survey) => survey.end_date, kind: 'date' },
      ],
    },
  ],
  rowActions: recordRowActions(useDeleteSurvey, (survey) => ({
    name: survey.title,
    editHref: surveyPaths.edit(survey.id),
    deleteTitle: 'Hapus survey?',
    // The title in quotes (it often starts with "Survey"), and no "0 jawabannya".
    deleteDescription:
      survey.response_count > 0
        ? `"${survey.title}" dan ${formatNumber(survey.response_count)} jawabannya akan dihapus.`
        : `"${survey.title}" akan dihapus.`,
  })),
  bulkActions: [
    { id: 'delete', label: 'Hapus', run: deleteSurvey, change: { kind: 'remove' }, danger: true },
  ],
});
