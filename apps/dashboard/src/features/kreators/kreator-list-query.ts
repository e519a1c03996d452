import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/** `/kreator`'s first query, apart from its columns: the route asks for rows without a cell. */
export const kreatorListQuery = describeListQuery({ operation: 'listKreators' });

export const kreatorPageQueries = listPageQueries(kreatorListQuery);
