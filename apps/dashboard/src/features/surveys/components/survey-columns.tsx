import type { Survey } from '@backoffice/sdk';
import { type DataTableColumn, formatDate, formatNumber } from '@backoffice/ui';

/** A survey: what and for whom, how many questions and answers, when it is open. */
export const surveyColumns: readonly DataTableColumn<Survey>[] = [
  {
    id: 'title',
    header: 'Survey',
    cell: (survey) => (
      <div className="grid">
        <span className="font-medium">{survey.title}</span>
        <span className="text-muted-foreground text-xs">{survey.target_name}</span>
      </div>
    ),
  },
  {
    id: 'questions',
    header: 'Pertanyaan',
    className: 'text-right tabular-nums',
    cell: (survey) => formatNumber(survey.questions.length),
  },
  {
    id: 'responses',
    header: 'Jawaban',
    className: 'text-right tabular-nums',
    cell: (survey) => formatNumber(survey.response_count),
  },
  {
    id: 'period',
    header: 'Periode',
    cell: (survey) => (
      <span className="whitespace-nowrap">
        {formatDate(survey.start_date)} – {formatDate(survey.end_date)}
      </span>
    ),
  },
];
