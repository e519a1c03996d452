import { type PageQueries, recordPageQuery } from '@/lib/page-query';
import { promoQueryOptions } from './api/get-promo';

/** `/promo/edit/:id`: that promo. */
export const promoEditPageQueries: PageQueries = (request) =>
  recordPageQuery(promoQueryOptions, request);
