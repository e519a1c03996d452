import { labelOf } from '@/lib/enum-label';
import { describeList } from '@/lib/list/list-description';
import { rowActions } from '@/lib/list/row-action';
import {
  reviewMerchantRegistration,
  useReviewMerchantRegistration,
} from './api/review-merchant-registration';
import { merchantIdentityColumns } from './components/merchant-columns';
import { RegistrationRowActions } from './components/registration-row-actions';
import { RegistrationStatus } from './components/registration-status';
import { REGISTRATION_STATE_LABELS, registrationState } from './lib/registrations';
import { MERCHANT_TABS } from './lib/tabs';
import { registrationListQuery } from './registration-list-query';

/**
 * `/merchant/list?tab=registration`: registrations not accepted yet, pending first (the API's
 * order); its URL parameters are its own (`registration_` before each).
 */
export const registrationList = describeList({
  ...registrationListQuery,
  noun: 'registrasi',
  caption: 'Daftar registrasi merchant',
  rowName: (merchant) => merchant.name,
  rowDetail: (merchant) => `${merchant.owner} · ${merchant.city_name}`,
  search: true,
  tab: MERCHANT_TABS[1].id,
  empty: 'Belum ada registrasi baru.',
  columns: [
    ...merchantIdentityColumns(),
    {
      id: 'status',
      header: 'Status',
      fit: 'status',
      cell: (merchant) => <RegistrationStatus merchant={merchant} />,
      export: [
        {
          header: 'Status',
          // Accepted ones leave this list: a row here is pending or rejected.
          value: (merchant) => labelOf(REGISTRATION_STATE_LABELS, registrationState(merchant)),
        },
        { header: 'Alasan', value: (merchant) => merchant.reason },
      ],
    },
  ],
  rowActions: rowActions(useReviewMerchantRegistration, (merchant, review) => (
    <RegistrationRowActions merchant={merchant} review={review} />
  )),
  bulkActions: [
    {
      id: 'accept',
      label: 'Terima',
      run: (merchant) => reviewMerchantRegistration(merchant, { status: 'accept' }),
    },
    {
      // As the row's Tolak: a pending registration only, without a reason (it is optional).
      id: 'reject',
      label: 'Tolak',
      appliesTo: (merchant) => registrationState(merchant) === 'pending',
      run: (merchant) => reviewMerchantRegistration(merchant, { status: 'reject' }),
      danger: true,
    },
  ],
});
