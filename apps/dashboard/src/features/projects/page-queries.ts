import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { projectsQueryOptions } from './api/list-projects';
import { projectListParams } from './lib/list-params';

/** `/project-expee`: the page of rows its URL asks for. */
export const projectPageQueries: PageQueries = (request) => [
  listPageQuery(projectListParams, projectsQueryOptions, request),
];
