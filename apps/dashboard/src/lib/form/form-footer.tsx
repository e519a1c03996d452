import { Button } from '@backoffice/ui';
import { Link } from 'wouter';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import type { UnsavedChangesGuard } from './use-unsaved-changes-guard';

type FormFooterProps = {
  /** Where Batal leads: the list as the user left it (`listHref`). */
  cancelHref: string;
  saving: boolean;
  guard: UnsavedChangesGuard;
};

/**
 * The end of every record form: Batal back to the list, Simpan busy while saving, and the
 * question asked when the user leaves a changed form (docs/engineering.md#screen-kit).
 */
export function FormFooter({ cancelHref, saving, guard }: FormFooterProps) {
  return (
    <>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" asChild>
          <Link href={cancelHref}>Batal</Link>
        </Button>
        <Button type="submit" loading={saving}>
          Simpan
        </Button>
      </div>
      <UnsavedChangesDialog {...guard.dialog} />
    </>
  );
}
