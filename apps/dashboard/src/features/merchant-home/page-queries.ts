import { merchantProfileQueryOptions } from '@/lib/merchant/merchant-profile-query';
import { redeemCountsQueryOptions } from '@/lib/merchant/redeem-counts-query';
import { type PageQueries, pageQuery } from '@/lib/page-query';

/** `/` for a merchant: the redeem counts and the merchant's profile. */
export const merchantHomeQueries: PageQueries = () => [
  pageQuery(redeemCountsQueryOptions()),
  pageQuery(merchantProfileQueryOptions()),
];
