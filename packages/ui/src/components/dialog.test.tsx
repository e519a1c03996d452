import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { Button } from './button';
import {
  ConfirmDialog,
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

/** A dialog whose open state its owner keeps, as every caller does, opened by its `Detail`. */
function OwnedDialog({
  initial = false,
  children,
}: {
  initial?: boolean;
  children: React.ReactNode;
}) {
  const [open, setOpen] = React.useState(initial);
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Detail
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {children}
      </Dialog>
    </>
  );
}

/** An open dialog titled "Judul", its text "Isi" described by it. */
async function openDialog() {
  render(
    <OwnedDialog initial>
      <DialogTitle>Judul</DialogTitle>
      <DialogDescription>Isi</DialogDescription>
    </OwnedDialog>,
  );
  await screen.findByRole('dialog', { name: 'Judul' });
}

/** A press on the page beside the dialog's box (on its overlay). */
async function pressBeside() {
  const overlay = document.querySelector('[data-slot="dialog-overlay"]');
  if (overlay === null) throw new Error('no overlay behind the dialog');
  await userEvent.click(overlay);
}

describe('Dialog', () => {
  it('opens from its trigger as a named modal dialog and closes with the Tutup button', async () => {
    render(
      <OwnedDialog>
        <DialogHeader>
          <DialogTitle>Detail Partner</DialogTitle>
          <DialogDescription>Data partner terpilih</DialogDescription>
        </DialogHeader>
        <DialogFooter>isi</DialogFooter>
      </OwnedDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detail Partner' });
    expect(dialog).toHaveAccessibleDescription('Data partner terpilih');
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape', async () => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function DeleteFlow({ pending = false, onConfirm = () => {} }) {
  const [open, setOpen] = React.useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Hapus promo?"
      description="Promo yang dihapus tidak bisa dikembalikan."
      confirmLabel="Hapus"
      variant="danger"
      pending={pending}
      onConfirm={onConfirm}
    />
  );
}

/** A question without a description or labels, opened by its owner's `Terima`. */
function AcceptFlow() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Terima</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Terima merchant?"
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog with title, description and the danger confirm button', async () => {
    render(<DeleteFlow />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus promo?' });
    expect(dialog).toHaveAccessibleDescription('Promo yang dihapus tidak bisa dikembalikan.');
    expect(screen.getByRole('button', { name: 'Hapus' })).toHaveAttribute('data-variant', 'danger');
    // The safe choice has focus, so Enter does not delete by accident.
    expect(screen.getByRole('button', { name: 'Batal' })).toHaveFocus();
  });

  it('runs onConfirm and stays open until the caller closes it', async () => {
    const onConfirm = vi.fn();
    render(<DeleteFlow onConfirm={onConfirm} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hapus' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes on Batal', async () => {
    render(<DeleteFlow />);
    await userEvent.click(await screen.findByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closes with Escape, the safe answer', async () => {
    render(<DeleteFlow />);
    await screen.findByRole('alertdialog', { name: 'Hapus promo?' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('without a description, is named by its title and described by nothing', async () => {
    render(<AcceptFlow />);
    await userEvent.click(screen.getByRole('button', { name: 'Terima' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Terima merchant?' });
    expect(dialog).not.toHaveAttribute('aria-describedby');
    expect(dialog).toHaveAccessibleDescription('');
  });

  it('closes on its ✕, as a Dialog does', async () => {
    render(<DeleteFlow />);
    await userEvent.click(await screen.findByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('while pending the confirm button spins and nothing closes the dialog', async () => {
    const onConfirm = vi.fn();
    render(<DeleteFlow pending onConfirm={onConfirm} />);
    const confirm = await screen.findByRole('button', { name: 'Hapus' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Batal' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Tutup' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(confirm);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with Ya, lanjutkan unless told otherwise', async () => {
    render(<AcceptFlow />);
    await userEvent.click(screen.getByRole('button', { name: 'Terima' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Terima merchant?' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ya, lanjutkan' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('Dialog focus and backdrop', () => {
  it('gives focus back to the trigger when it closes', async () => {
    render(
      <OwnedDialog>
        <DialogTitle>Judul</DialogTitle>
        <Button>Di dalam</Button>
      </OwnedDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Detail' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Di dalam' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix hands the focus back once the box has gone, in a task of its own.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Detail' })).toHaveFocus());
  });

  it('closes on a press beside its box, not on a press inside it', async () => {
    await openDialog();
    await userEvent.click(screen.getByText('Isi'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await pressBeside();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a press beside a ConfirmDialog leaves it open', async () => {
    render(<DeleteFlow />);
    await screen.findByRole('alertdialog');
    await pressBeside();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
