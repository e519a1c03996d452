import { enumSelectFilter } from '@/lib/list/filters';
import { describeListQuery } from '@/lib/list/list-description';
import { REGISTRATION_STATE_LABELS } from './lib/registrations';

/**
 * `/merchant/list?tab=registration`'s first query, apart from its cells
 * (docs/engineering.md#data-with-the-code).
 */
export const registrationListQuery = describeListQuery({
  operation: 'listMerchantRegistrations',
  prefix: 'registration_',
  filters: { status: enumSelectFilter('Status', REGISTRATION_STATE_LABELS) },
});
