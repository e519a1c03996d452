import { type PageQueries, recordPageQuery } from '@/lib/page-query';
import { partnerRecord } from './partner-record';

/** `/partner/edit/:id`: that partner. */
export const partnerEditPageQueries: PageQueries = (request) =>
  recordPageQuery(partnerRecord, request);
