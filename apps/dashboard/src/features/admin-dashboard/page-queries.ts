import { readListParams } from '@/lib/list/list-params';
import { type PageQueries, pageQuery } from '@/lib/page-query';
import { adminDashboardQueryOptions } from './api/get-admin-dashboard';
import { periodOf, periodParams } from './lib/period';

/** `/` for an admin: the figures of the period its URL asks for. */
export const adminDashboardQueries: PageQueries = ({ search }) => [
  pageQuery(adminDashboardQueryOptions(periodOf(readListParams(search, periodParams).filters))),
];
