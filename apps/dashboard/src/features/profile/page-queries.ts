import { partnerBankQueryOptions } from '@/lib/bank-account/get-partner-bank';
import { type PageQueries, pageQuery } from '@/lib/page-query';
import { readSession } from '@/lib/session';
import { ownProfileQueryOptions } from './api/own-profile';

/** `/edit` for an admin or a partner: the own record, and a partner's bank account. */
export const profilePageQueries: PageQueries = () => [
  pageQuery(ownProfileQueryOptions()),
  ...(readSession().roles.includes('P') ? [pageQuery(partnerBankQueryOptions())] : []),
];

/** `/partner/edit`: the own record. */
export const ownPartnerEditPageQueries: PageQueries = () => [pageQuery(ownProfileQueryOptions())];
