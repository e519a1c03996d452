import { ConfirmDialog } from '@backoffice/ui';
import type { UnsavedChangesGuard } from './use-unsaved-changes-guard';

export const UNSAVED_CHANGES_TITLE = 'Tinggalkan halaman ini?';
export const UNSAVED_CHANGES_DESCRIPTION = 'Perubahan yang belum disimpan akan hilang.';

/** The question a dirty form asks before an in-app link or Back leaves it. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesGuard['dialog']) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={UNSAVED_CHANGES_TITLE}
      description={UNSAVED_CHANGES_DESCRIPTION}
      confirmLabel="Tinggalkan"
      cancelLabel="Tetap di sini"
      variant="danger"
      onConfirm={onLeave}
    />
  );
}
