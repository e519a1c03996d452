import { Button, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@backoffice/ui';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ContractForm } from './use-contract-form';

/**
 * A dialog's form (docs/engineering.md#forms), mounted while the dialog is open: its title and
 * what it does, the fields, then Batal (which closes it) and the button that sends, busy while
 * saving; `danger` for one that refuses or removes.
 */
export function DialogForm<V extends FieldValues>({
  form,
  title,
  description,
  submitLabel = 'Simpan',
  danger = false,
  close,
  children,
}: {
  /** A `useContractForm`'s, or a plain form's `{ submit, saving }` (the export's question). */
  form: Pick<ContractForm<V>, 'submit' | 'saving'>;
  title: string;
  description: ReactNode;
  /** What the button that sends says: `Simpan`, or the action (`Tolak`). */
  submitLabel?: string;
  danger?: boolean;
  close: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate className="grid gap-5" onSubmit={form.submit}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <Button type="button" variant="outline" disabled={form.saving} onClick={close}>
          Batal
        </Button>
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={form.saving}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
