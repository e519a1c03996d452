import { describeListQuery } from '@/lib/list/list-description';

/**
 * `/survey`'s first query: the operation and the URL state it reads. Apart from the columns
 * (survey-list.tsx), so page-queries.ts asks for the rows without loading a cell.
 */
export const surveyListQuery = describeListQuery({
  operation: 'listSurveys',
});
