import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { REGISTRATION_STATE_LABELS } from './lib/labels';

/**
 * `/merchant/list?tab=registration`'s first query: the operation and the URL state it reads. Apart
 * from the columns (registration-list.tsx), so page-queries.ts asks for the rows without loading a
 * cell.
 */
export const registrationListQuery = describeListQuery({
  operation: 'listMerchantRegistrations',
  prefix: 'registration_',
  filters: { status: enumSelectFilter('Status', REGISTRATION_STATE_LABELS) },
});
