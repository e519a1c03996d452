import { activationBulkActions } from './activation';
import type { BulkAction } from './list-description';

type Row = { id: number; active: boolean };

const sent: [number, boolean][] = [];
const [activate, deactivate] = activationBulkActions<Row>({
  lists: [],
  success: 'Berhasil.',
  isActive: (row) => row.active,
  send: async (row, active) => {
    sent.push([row.id, active]);
  },
  apply: (row, active) => ({ ...row, active }),
});
const on: Row = { id: 1, active: true };
const off: Row = { id: 2, active: false };

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
  const shown = (change: BulkAction<Row>['change']) =>
    change?.kind === 'update' ? change.apply(off) : undefined;
  expect(shown(activate?.change)).toEqual({ id: 2, active: true });
  expect(shown(deactivate?.change)).toEqual({ id: 2, active: false });
});
