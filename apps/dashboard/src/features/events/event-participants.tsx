import { DataTable, ListToolbar, SearchInput } from '@backoffice/ui';
import { api } from '@/lib/api';
import { useListParams } from '@/lib/use-list-params';
import { usePagedList } from '@/lib/use-paged-list';
import { participantColumns } from './components/participant-columns';

/** The event's participants, paged and searchable; their state in the URL (`participant_…`). */
export function EventParticipants({ eventId }: { eventId: number }) {
  const params = useListParams<'listEventParticipants'>({ filters: {}, prefix: 'participant_' });
  const { list } = usePagedList(
    api.queryOptions('get', '/v1/kreator/event/participant', {
      params: { query: { ...params.query, event_id: eventId } },
    }),
    params,
  );
  return (
    <section aria-labelledby="participants-title" className="grid gap-3">
      <h3 id="participants-title" className="font-semibold text-base">
        Peserta
      </h3>
      <DataTable
        caption="Peserta event"
        columns={participantColumns}
        list={list}
        onPageChange={params.setPage}
        empty={params.narrowed ? 'Tidak ada peserta yang cocok.' : 'Belum ada peserta.'}
        toolbar={
          <ListToolbar onReset={params.reset} canReset={params.narrowed}>
            <SearchInput label="Cari peserta" value={params.search} onSearch={params.setSearch} />
          </ListToolbar>
        }
      />
    </section>
  );
}
