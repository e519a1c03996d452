import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/**
 * `/survey`'s first query: the operation and the URL state it reads. Apart from the columns
 * (survey-list.tsx), so the route asks for the rows (below) without loading a cell.
 */
export const surveyListQuery = describeListQuery({
  operation: 'listSurveys',
});

export const surveyPageQueries = listPageQueries(surveyListQuery);
