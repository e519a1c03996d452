import { type PageQueries, recordPageQuery } from '@/lib/page-query';
import { promoRecord } from './promo-record';

/** `/promo/edit/:id`: that promo. */
export const promoEditPageQueries: PageQueries = (request) => recordPageQuery(promoRecord, request);
