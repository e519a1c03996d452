import { readTab } from '@/lib/list-tabs';
import { listPageQuery, type PageQueries } from '@/lib/page-query';
import { registrationsQueryOptions } from './api/list-merchant-registrations';
import { merchantsQueryOptions } from './api/list-merchants';
import { MERCHANT_TABS, merchantListParams, registrationListParams } from './lib/list-params';

/** `/merchant/list`: the page of rows of the tab its URL shows. */
export const merchantListPageQueries: PageQueries = (request) => [
  readTab(request.search, MERCHANT_TABS) === 'registration'
    ? listPageQuery(registrationListParams, registrationsQueryOptions, request)
    : listPageQuery(merchantListParams, merchantsQueryOptions, request),
];
