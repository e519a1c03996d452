import { describeListQuery } from '@/lib/list/list-description';
import { listPageQueries } from '@/lib/list/list-page-query';

/** `/project-expee`'s first query, apart from its columns: rows asked for without a cell. */
export const projectListQuery = describeListQuery({ operation: 'listProjects' });

export const projectPageQueries = listPageQueries(projectListQuery);
