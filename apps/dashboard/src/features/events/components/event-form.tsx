import { type EventCategory, fieldRules, uploadRules } from '@backoffice/sdk';
import type { SearchableOption } from '@backoffice/ui';
import { DateFormField } from '@/lib/form/date-form-field';
import { ImageFormField } from '@/lib/form/image-form-field';
import { RecordForm } from '@/lib/form/record-form';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import { useContractForm } from '@/lib/form/use-contract-form';
import { PlaceFields } from '@/lib/places/place-fields';
import { SearchableFormField } from '@/lib/searchable-form-field';
import { useCreateEvent } from '../api/create-event';
import {
  EMPTY_EVENT_FORM,
  type EventFormValues,
  toCreateEventBody,
} from '../lib/event-form-values';
import { eventPaths } from '../paths';

const CREATE = fieldRules.EventCreateRequest;

/**
 * The contract's rules, with the creator required: the contract leaves `kreator_id` optional
 * for creators making their own events; an admin always names one (ADR 0086).
 */
const ADMIN_CREATE_RULES = { ...CREATE, kreator_id: { ...CREATE.kreator_id, required: true } };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-3 font-semibold text-base">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The new event's form, made by the admin for a creator (ADR 0086). No fetching: the page hands
 * the lists; the place cascade reads its own.
 */
export function EventForm({
  categories,
  kreators,
}: {
  categories: readonly EventCategory[];
  /** The creators the admin may make the event for. */
  kreators: readonly SearchableOption[];
}) {
  const create = useCreateEvent();
  const contractForm = useContractForm<EventFormValues, unknown>({
    rules: ADMIN_CREATE_RULES,
    uploads: uploadRules.EventCreateRequest,
    defaultValues: EMPTY_EVENT_FORM,
    send: (values) => create.mutateAsync({ body: toCreateEventBody(values) }),
    listPath: eventPaths.list,
  });

  return (
    <RecordForm form={contractForm} sectioned>
      <Section title="Event">
        <div className="grid items-start gap-5 md:grid-cols-2">
          <SearchableFormField
            form={contractForm}
            name="kreator_id"
            hint="Event dibuat atas nama kreator ini."
            options={kreators}
            placeholder="Pilih kreator"
            emptyText="Tidak ada kreator yang cocok"
          />
          <SelectFormField
            form={contractForm}
            name="category_id"
            placeholder="Pilih kategori"
            choices={categories.map((category) => ({
              value: category.id,
              label: category.categories,
            }))}
          />
        </div>
        <TextFormField form={contractForm} name="title" />
        <TextFormField form={contractForm} name="description" rows={4} />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <DateFormField
            form={contractForm}
            name="start_datetime"
            time
            hint="Waktu Jakarta (WIB)."
          />
          <DateFormField form={contractForm} name="end_datetime" time hint="Setelah waktu mulai." />
          <TextFormField
            form={contractForm}
            name="price"
            kind="number"
            hint="Rupiah; 0 untuk event gratis."
          />
          <TextFormField form={contractForm} name="quota" kind="number" />
        </div>
        <ImageFormField form={contractForm} name="banner" previewAlt="Banner event" />
      </Section>
      <Section title="Tempat">
        <TextFormField form={contractForm} name="address" rows={2} autoComplete="street-address" />
        <PlaceFields form={contractForm} />
      </Section>
    </RecordForm>
  );
}
