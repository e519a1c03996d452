import { describedListPageQuery } from '@/lib/list/list-page-query';
import { readTab } from '@/lib/list/list-tabs';
import type { PageQueries } from '@/lib/page-query';
import { MERCHANT_TABS } from './lib/tabs';
import { merchantListQuery } from './merchant-list-query';
import { registrationListQuery } from './registration-list-query';

/** `/merchant/list`: the page of rows of the tab its URL shows. */
export const merchantListPageQueries: PageQueries = (request) => [
  readTab(request.search, MERCHANT_TABS) === 'registration'
    ? describedListPageQuery(registrationListQuery, request)
    : describedListPageQuery(merchantListQuery, request),
];
