import type { EventCategory } from '@backoffice/sdk';
import { Field, type SearchableOption, SearchableSelect } from '@backoffice/ui';
import { Controller } from 'react-hook-form';
import { DateFormField } from '@/lib/form/date-form-field';
import { ImageFormField } from '@/lib/form/image-form-field';
import { RecordForm } from '@/lib/form/record-form';
import { SelectFormField, TextFormField } from '@/lib/form/text-form-field';
import type { ContractForm } from '@/lib/form/use-contract-form';
import { PlaceFields } from '@/lib/places/place-fields';
import type { EventFormValues } from '../lib/event-form-values';

export type EventFormProps = {
  form: ContractForm<EventFormValues>;
  categories: readonly EventCategory[];
  /** The creators the admin may make the event for (ADR 0086). */
  kreators: readonly SearchableOption[];
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5">
      <legend className="mb-3 font-semibold text-base">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The new event's fields. No fetching: the page hands the lists; the place cascade reads its own. */
export function EventForm({ form: contractForm, categories, kreators }: EventFormProps) {
  const { form, saving, field } = contractForm;
  const { control } = form;

  return (
    <RecordForm form={contractForm} sectioned>
      <Section title="Event">
        <div className="grid items-start gap-5 md:grid-cols-2">
          <Controller
            control={control}
            name="kreator_id"
            render={({ field: kreator }) => (
              <Field {...field('kreator_id')} hint="Event dibuat atas nama kreator ini.">
                <SearchableSelect
                  ref={kreator.ref}
                  name={kreator.name}
                  value={kreator.value}
                  onBlur={kreator.onBlur}
                  onValueChange={kreator.onChange}
                  options={kreators}
                  placeholder="Pilih kreator"
                  emptyText="Tidak ada kreator yang cocok"
                  disabled={saving}
                />
              </Field>
            )}
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
