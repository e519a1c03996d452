import { Button, ConfirmDialog } from '@backoffice/ui';
import { Link } from 'wouter';
import type { UnsavedChangesGuard } from './use-unsaved-changes-guard';

type FormFooterProps = {
  /** The contract form's state (ContractForm): busy while saving, asks before a changed form is left. */
  form: { saving: boolean; guard: UnsavedChangesGuard };
  /**
   * Batal: back to the list as the user left it (a record form's `cancelHref`), or what closes
   * the form where it stays on its page (the bank account's); none for a form without one.
   */
  cancel?: string | (() => void) | undefined;
  /** What the button that sends says: `Simpan` on a record's form, the action elsewhere. */
  submitLabel?: string;
};

/**
 * The end of every form on a page (docs/engineering.md#forms): Batal, the button that sends,
 * busy while saving, and the question asked when the user leaves a changed form
 * (docs/engineering.md#screen-kit).
 */
export function FormFooter({ form, cancel, submitLabel = 'Simpan' }: FormFooterProps) {
  // The question asked before an in-app link or Back leaves the changed form.
  const { dialog } = form.guard;
  return (
    <>
      <div className="flex flex-wrap justify-end gap-3">
        {typeof cancel === 'string' ? (
          <Button variant="outline" asChild>
            <Link href={cancel}>Batal</Link>
          </Button>
        ) : cancel ? (
          <Button type="button" variant="outline" onClick={cancel} disabled={form.saving}>
            Batal
          </Button>
        ) : null}
        <Button type="submit" loading={form.saving}>
          {submitLabel}
        </Button>
      </div>
      <ConfirmDialog
        open={dialog.open}
        onOpenChange={(next) => {
          if (!next) dialog.onStay();
        }}
        title="Tinggalkan halaman ini?"
        description="Perubahan yang belum disimpan akan hilang."
        confirmLabel="Tinggalkan"
        cancelLabel="Tetap di sini"
        variant="danger"
        onConfirm={dialog.onLeave}
      />
    </>
  );
}
