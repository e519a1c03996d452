import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/** `/survey`'s first query, apart from its columns: the route asks for rows without a cell. */
export const surveyListQuery = describeListQuery({ operation: 'listSurveys' });

export const surveyPageQueries = listPageQueries(surveyListQuery);
