import { DataTable } from '@backoffice/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { BulkAction } from './list-description';
import {
  activationBulkActions,
  deletionBulkAction,
  RowAction,
  RowActionLink,
  RowConfirmAction,
} from './row-action';

/** A window whose width can change, telling the media queries that listen (jsdom's do not). */
function resizableWindow() {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    const { matches, media } = original(query);
    return {
      matches,
      media,
      onchange: null,
      addEventListener: (_: string, listener: EventListenerOrEventListenerObject) => {
        listeners.add(listener as () => void);
      },
      removeEventListener: (_: string, listener: EventListenerOrEventListenerObject) => {
        listeners.delete(listener as () => void);
      },
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
  const width = window.innerWidth;
  return {
    resize(to: number) {
      act(() => {
        window.innerWidth = to;
        for (const listener of listeners) listener();
      });
    },
    restore() {
      window.matchMedia = original;
      window.innerWidth = width;
    },
  };
}

describe('a row action', () => {
  it('is one small outlined control, a link or a button, a destructive one marked as such', () => {
    render(
      <Router hook={memoryLocation().hook}>
        <RowActionLink href="/promo/edit/3" label="Ubah" name="Promo Tiga" />
        <RowAction aria-label="Hapus Promo Tiga" danger>
          Hapus
        </RowAction>
        <RowAction aria-label="Detail Proyek Satu">Detail</RowAction>
      </Router>,
    );
    const edit = screen.getByRole('link', { name: 'Ubah Promo Tiga' });
    const remove = screen.getByRole('button', { name: 'Hapus Promo Tiga' });
    const detail = screen.getByRole('button', { name: 'Detail Proyek Satu' });
    expect(edit).toHaveAttribute('href', '/promo/edit/3');
    expect(edit).toHaveTextContent('Ubah');
    for (const action of [edit, remove, detail]) {
      expect(action).toHaveAttribute('data-size', 'sm');
    }
    expect([edit, remove, detail].map((action) => action.dataset.variant)).toEqual([
      'outline',
      'outline-danger',
      'outline',
    ]);
    expect([edit, remove, detail].map((action) => action.dataset.rowAction)).toEqual([
      'default',
      'danger',
      'default',
    ]);
  });
});

describe('a row action that asks first', () => {
  it('keeps its dialog open while the window crosses from table to cards and back', async () => {
    const screenSize = resizableWindow();
    onTestFinished(() => screenSize.restore());
    const rows = [
      { id: 1, name: 'Promo Satu' },
      { id: 2, name: 'Promo Dua' },
    ];
    render(
      <DataTable
        caption="Promo"
        columns={[{ id: 'name', header: 'Nama', cell: (row) => row.name }]}
        list={{ rows }}
        rowActions={(row) => (
          <RowConfirmAction
            rowKey={row.id}
            label="Hapus"
            name={row.name}
            title="Hapus promo?"
            description={`${row.name} akan dihapus.`}
            danger
            pending={false}
            onConfirm={(done) => done()}
          />
        )}
      />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Promo Dua' }));
    expect(await screen.findByRole('alertdialog', { name: 'Hapus promo?' })).toBeVisible();
    screenSize.resize(390);
    expect(screen.queryByRole('table')).toBeNull();
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus promo?' });
    expect(dialog).toHaveTextContent('Promo Dua akan dihapus.');
    screenSize.resize(1024);
    expect(screen.getByRole('table', { hidden: true })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Hapus promo?' })).getByRole('button', {
        name: 'Batal',
      }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe("a record's deletion", () => {
  it("makes the list's bulk Hapus: red, its rows gone at once, each sent by the row's own call", async () => {
    const send = vi.fn(async (_row: { id: number }) => undefined);
    const action = deletionBulkAction({ lists: [], success: 'Promo berhasil dihapus.', send });
    expect(action).toMatchObject({ id: 'delete', label: 'Hapus', danger: true });
    expect(action.change).toEqual({ kind: 'remove' });
    await action.run({ id: 3 });
    expect(send).toHaveBeenCalledWith({ id: 3 });
  });
});

type ActivationRow = { id: number; active: boolean };

const sent: [number, boolean][] = [];
const [activate, deactivate] = activationBulkActions<ActivationRow>({
  lists: [],
  success: 'Berhasil.',
  isActive: (row) => row.active,
  send: async (row, active) => {
    sent.push([row.id, active]);
  },
  apply: (row, active) => ({ ...row, active }),
});
const on: ActivationRow = { id: 1, active: true };
const off: ActivationRow = { id: 2, active: false };

describe('activationBulkActions', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('activates only the inactive rows, sending true', async () => {
    expect(activate?.label).toBe('Aktifkan');
    expect([on, off].filter((row) => activate?.appliesTo?.(row))).toEqual([off]);
    await activate?.run(off);
    expect(sent).toEqual([[2, true]]);
  });

  it('deactivates only the active rows, sending false', async () => {
    expect(deactivate?.label).toBe('Nonaktifkan');
    expect([on, off].filter((row) => deactivate?.appliesTo?.(row))).toEqual([on]);
    await deactivate?.run(on);
    expect(sent).toEqual([[1, false]]);
  });
});

it("shows each action's rows as it leaves them, with the switch's own change", () => {
  const shown = (change: BulkAction<ActivationRow>['change']) =>
    change?.kind === 'update' ? change.apply(off) : undefined;
  expect(shown(activate?.change)).toEqual({ id: 2, active: true });
  expect(shown(deactivate?.change)).toEqual({ id: 2, active: false });
});
