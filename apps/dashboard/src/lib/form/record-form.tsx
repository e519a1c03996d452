import { cn } from '@backoffice/ui';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormFooter } from './form-footer';
import type { ContractForm } from './use-contract-form';

/**
 * A record's form on its page (docs/engineering.md#forms): its fields on a card, then Batal back
 * to the list, Simpan busy while saving, and the question asked when the user leaves it changed.
 */
export function RecordForm<V extends FieldValues>({
  form,
  label,
  sectioned = false,
  children,
}: {
  form: ContractForm<V>;
  /** The form's name for assistive technology, when a page holds more than one. */
  label?: string;
  /** Fields grouped under titled sections (the event form): the sections stand further apart. */
  sectioned?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={form.submit}
      aria-label={label}
      className={cn('grid rounded-xl border bg-card p-5 sm:p-6', sectioned ? 'gap-8' : 'gap-5')}
    >
      {children}
      <FormFooter form={form} cancel={form.cancelHref} />
    </form>
  );
}
