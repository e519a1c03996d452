import { useState } from 'react';
import { page, userEvent } from 'vitest/browser';
import { contrastRatio, hexOf } from '../../test/contrast';
import { show } from '../../test/show';
import { ConfirmDialog } from './dialog';

// A question before a delete, as the lists ask it (apps/dashboard/src/lib/list/row-action.tsx):
// its Hapus is the danger button, white text on a red it reads on (globals.css danger-action,
// ADR 0114), and a ✕ in its corner closes it. Moved from the journeys (ADR 0145).

function DeleteQuestion() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Hapus Survey Kepuasan Pelanggan
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Hapus survey?"
        description="Survey Kepuasan Pelanggan akan dihapus."
        confirmLabel="Hapus"
        variant="danger"
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    it(`${theme}, ${width} px: Hapus is white on red at AA, and the ✕ in its corner closes it`, async () => {
      document.documentElement.classList.toggle('dark', theme === 'dark');
      await page.viewport(width, 844);
      show(<DeleteQuestion />);
      await userEvent.click(page.getByRole('button', { name: 'Hapus Survey Kepuasan Pelanggan' }));
      const dialog = page.getByRole('alertdialog', { name: 'Hapus survey?' });
      await expect.element(dialog).toBeVisible();

      const style = getComputedStyle(
        dialog.getByRole('button', { name: 'Hapus', exact: true }).element(),
      );
      expect(style.color).toBe('rgb(255, 255, 255)');
      expect(
        contrastRatio(hexOf(style.color), hexOf(style.backgroundColor)),
      ).toBeGreaterThanOrEqual(4.5);

      const close = dialog.getByRole('button', { name: 'Tutup' });
      const box = dialog.element().getBoundingClientRect();
      const corner = close.element().getBoundingClientRect();
      expect(corner.right).toBeLessThanOrEqual(box.right);
      expect(corner.x).toBeGreaterThan(box.x + box.width / 2);
      expect(corner.y - box.y).toBeLessThan(32);
      await userEvent.click(close);
      await expect.element(dialog).not.toBeInTheDocument();
    });
  }
}
