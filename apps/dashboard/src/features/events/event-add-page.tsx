import { type EventCategory, fieldRules, type Kreator, uploadRules } from '@backoffice/sdk';
import { PageHeader, QueryState, type SearchableOption, Skeleton } from '@backoffice/ui';
import { useContractForm } from '@/lib/form/use-contract-form';
import { useCreateEvent } from './api/create-event';
import { useEventCategories } from './api/list-event-categories';
import { useEventKreators } from './api/list-event-kreators';
import { EventForm } from './components/event-form';
import { EMPTY_EVENT_FORM, type EventFormValues, toCreateEventBody } from './lib/event-form-values';
import { eventPaths } from './paths';

const CREATE = fieldRules.EventCreateRequest;

/**
 * The contract's rules, with the creator required: the contract leaves `kreator_id` optional
 * for creators making their own events; an admin always names one (ADR 0086).
 */
const ADMIN_CREATE_RULES = { ...CREATE, kreator_id: { ...CREATE.kreator_id, required: true } };

/** Only a verified, active creator may hold an event (the mock refuses others). */
function kreatorOptions(kreators: readonly Kreator[]): SearchableOption[] {
  return kreators
    .filter((kreator) => kreator.verified && kreator.active)
    .map((kreator) => ({ value: String(kreator.id), label: `${kreator.name} (${kreator.email})` }));
}

function AddEventForm({
  categories,
  kreators,
}: {
  categories: readonly EventCategory[];
  kreators: readonly SearchableOption[];
}) {
  const create = useCreateEvent();
  const form = useContractForm<EventFormValues, unknown>({
    rules: ADMIN_CREATE_RULES,
    uploads: uploadRules.EventCreateRequest,
    defaultValues: EMPTY_EVENT_FORM,
    send: (values) => create.mutateAsync({ body: toCreateEventBody(values) }),
    listPath: eventPaths.list,
  });
  return <EventForm form={form} categories={categories} kreators={kreators} />;
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
              <AddEventForm
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
