import {
  Button,
  DataTable,
  FilterSelect,
  ListToolbar,
  PageHeader,
  SearchInput,
} from '@backoffice/ui';
import { Link } from 'wouter';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { eventsQueryOptions } from './api/list-events';
import { useSetEventStatus } from './api/set-event-status';
import { eventColumns } from './components/event-columns';
import { EventStatusSelect } from './components/event-status-select';
import { EVENT_STATUS_OPTIONS } from './lib/labels';
import { eventListParams } from './lib/list-params';
import { eventPaths } from './paths';

/** `/event` for an admin: every creator's events; search, status and page in the URL. */
export function EventPage() {
  const params = useListParams(eventListParams);
  const { list } = usePagedList(eventsQueryOptions(params.query), params);
  const setStatus = useSetEventStatus();

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Event"
        description="Event para kreator: jadwal, tempat, peserta dan persetujuan."
        actions={
          <Button asChild>
            <Link href={eventPaths.add}>Tambah Event</Link>
          </Button>
        }
      />
      <DataTable
        caption="Daftar event"
        columns={eventColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada event yang cocok.' : 'Belum ada event.'}
        rowActionsHeader="Status"
        rowActions={(event) => (
          <EventStatusSelect
            event={event}
            busy={setStatus.isPending(event)}
            onChange={(row, status) => setStatus.mutate(row, status)}
          />
        )}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari event" value={params.search} onSearch={params.setSearch} />
            <FilterSelect
              label="Status"
              value={params.filters.status ?? ''}
              options={EVENT_STATUS_OPTIONS}
              onValueChange={(value) =>
                params.setFilters({
                  status: EVENT_STATUS_OPTIONS.find((o) => o.value === value)?.value,
                })
              }
            />
          </ListToolbar>
        }
      />
    </div>
  );
}
