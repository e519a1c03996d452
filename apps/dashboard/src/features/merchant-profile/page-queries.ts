import { merchantProfileQueryOptions } from '@/lib/merchant/merchant-profile-query';
import type { PageQueries } from '@/lib/page-query';
import { merchantQueryOptions } from './api/merchant-profile';

/**
 * `/edit` for a merchant: which merchant the account keeps, then that merchant's record. A
 * failed first answer asks for nothing more: the page asks again and shows the error.
 */
export const merchantProfilePageQueries: PageQueries = () => [
  async (client) => {
    const profile = await client.fetchQuery(merchantProfileQueryOptions()).catch(() => null);
    if (profile) await client.prefetchQuery(merchantQueryOptions(profile.data.id));
  },
];
