import type { Merchant } from '@backoffice/sdk';
import {
  DataTable,
  type DataTableColumn,
  FilterSelect,
  ListToolbar,
  SearchInput,
} from '@backoffice/ui';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { registrationsQueryOptions } from './api/list-merchant-registrations';
import { useReviewMerchantRegistration } from './api/review-merchant-registration';
import { merchantIdentityColumns } from './components/merchant-columns';
import { RegistrationRowActions } from './components/registration-row-actions';
import { RegistrationStatus } from './components/registration-status';
import {
  REGISTRATION_STATUS_OPTIONS,
  REGISTRATION_STATUSES,
  registrationListParams,
} from './lib/list-params';

const columns: readonly DataTableColumn<Merchant>[] = [
  ...merchantIdentityColumns,
  {
    id: 'status',
    header: 'Status',
    cell: (merchant) => <RegistrationStatus merchant={merchant} />,
  },
];

/**
 * Registrations not accepted yet, pending first (the API's order); each accepted or rejected
 * after a question.
 */
export function RegistrationsTab() {
  const params = useListParams(registrationListParams);
  const { list } = usePagedList(registrationsQueryOptions(params.query), params);
  const review = useReviewMerchantRegistration();
  const { status } = params.filters;

  return (
    <DataTable
      caption="Daftar registrasi merchant"
      columns={columns}
      list={list}
      onPageChange={params.setPage}
      empty={params.narrowed ? 'Tidak ada registrasi yang cocok.' : 'Belum ada registrasi baru.'}
      rowActions={(merchant) => (
        <RegistrationRowActions
          merchant={merchant}
          busy={review.isPending(merchant)}
          onReview={(row, decision, done) => review.mutate(row, decision, { onSettled: done })}
        />
      )}
      toolbar={
        <ListToolbar onReset={params.reset} canReset={params.narrowed}>
          <SearchInput label="Cari registrasi" value={params.search} onSearch={params.setSearch} />
          <FilterSelect
            label="Status"
            value={status ?? ''}
            options={REGISTRATION_STATUS_OPTIONS}
            onValueChange={(value) =>
              params.setFilters({ status: REGISTRATION_STATUSES.find((known) => known === value) })
            }
          />
        </ListToolbar>
      }
    />
  );
}
