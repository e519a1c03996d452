import { uploadHint } from '@backoffice/sdk';
import { Field, ImageField } from '@backoffice/ui';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { ContractForm } from './use-contract-form';

/**
 * A form's image: the labelled field with the contract's hint and message, the file input with
 * its preview, held by the form (docs/engineering.md#screen-kit). Locked while the form saves.
 */
export function ImageFormField<V extends FieldValues>({
  form,
  name,
  currentUrl = null,
  previewAlt,
  personPhoto = false,
}: {
  form: ContractForm<V>;
  /** The form's file field (its value a `File` or null), with its rule in the form's `uploads`. */
  name: FieldPath<V>;
  /** The stored image of the record being edited, shown until a new one is chosen. */
  currentUrl?: string | null;
  /** Alt text of the preview. */
  previewAlt: string;
  /** A person's photo ("Ganti foto"), not a picture ("Ganti gambar"). */
  personPhoto?: boolean;
}) {
  // The contract's rule of the field: accepted types, size, hint.
  const rule = form.uploads[name];
  if (rule === undefined) throw new Error(`${name} has no upload rule in the form's uploads`);
  return (
    <Controller
      control={form.form.control}
      name={name}
      render={({ field: image }) => (
        <Field {...form.field(name)} hint={uploadHint(rule)}>
          <ImageField
            {...image}
            accept={rule.accept}
            currentUrl={currentUrl}
            previewAlt={previewAlt}
            personPhoto={personPhoto}
            disabled={form.saving}
          />
        </Field>
      )}
    />
  );
}
