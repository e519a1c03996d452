import type { Kreator } from '@backoffice/sdk';
import { PageHeader, QueryState, type SearchableOption, Skeleton } from '@backoffice/ui';
import { useEventCategories } from './api/list-event-categories';
import { useEventKreators } from './api/list-event-kreators';
import { EventForm } from './components/event-form';

/** Only a verified, active creator may hold an event (the mock refuses others). */
function kreatorOptions(kreators: readonly Kreator[]): SearchableOption[] {
  return kreators
    .filter((kreator) => kreator.verified && kreator.active)
    .map((kreator) => ({ value: String(kreator.id), label: `${kreator.name} (${kreator.email})` }));
}

const FORM_LOADING = <Skeleton radius="xl" className="h-[40rem] w-full" />;

/** /event/add: a new event, made by the admin for a creator (ADR 0086); it starts pending. */
export function EventAddPage() {
  const categories = useEventCategories();
  const kreators = useEventKreators();
  return (
    <div className="grid gap-6">
      <PageHeader
        heading="Data event"
        description="Event dibuat atas nama kreator dan menunggu persetujuan."
      />
      <QueryState query={categories} loading={FORM_LOADING}>
        {(categoryList) => (
          <QueryState query={kreators} loading={FORM_LOADING}>
            {(kreatorPage) => (
              <EventForm
                categories={categoryList.data}
                kreators={kreatorOptions(kreatorPage.data)}
              />
            )}
          </QueryState>
        )}
      </QueryState>
    </div>
  );
}
