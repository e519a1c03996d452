import { type PageQueries, pageQuery } from '@/lib/page-query';
import { merchantProfileQueryOptions } from './api/get-merchant-profile';
import { redeemCountsQueryOptions } from './api/get-redeem-counts';

/** `/` for a merchant: the redeem counts and the merchant's profile. */
export const merchantHomePageQueries: PageQueries = () => [
  pageQuery(redeemCountsQueryOptions()),
  pageQuery(merchantProfileQueryOptions()),
];
