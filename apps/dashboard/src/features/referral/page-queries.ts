import { type PageQueries, pageQuery } from '@/lib/page-query';
import { referralDashboardQueryOptions } from './api/get-referral-dashboard';

/** `/` for a partner: its figures and referral codes. */
export const referralDashboardQueries: PageQueries = () => [
  pageQuery(referralDashboardQueryOptions()),
];
