import { fireEvent, render, screen, within } from '@testing-library/react';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

describe('Table parts', () => {
  it('build a table assistive tech reads by its caption, headers and cells', () => {
    render(
      <Table>
        <TableCaption>Data harian</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Tanggal</TableHead>
            <TableHead align="right">Transaksi</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableHead scope="row">1 Nov 2026</TableHead>
            <TableCell>12</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole('table', { name: 'Data harian' });
    // That a header's alignment reaches it (a numbers column aligned right) is seen in Chromium:
    // apps/dashboard/e2e/dashboards.spec.ts measures the dashboard's daily table.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Tanggal', 'Transaksi']);
    expect(within(table).getByRole('rowheader', { name: '1 Nov 2026' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12']);
  });

  // That a wide table scrolls inside its box while the page stays as wide as the screen is
  // measured in Chromium: data-table.browser.test.tsx.
  it('marks each part with its data-slot', () => {
    const { container } = render(
      <Table>
        <TableBody>
          <TableRow>
            <TableCell>x</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    for (const slot of ['table-container', 'table', 'table-body', 'table-row', 'table-cell']) {
      expect(container.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
  });
});

describe('Table: a table wider than its box', () => {
  function widths(
    box: Element,
    { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number },
  ) {
    Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
    Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
  }

  function scrollTo(box: Element, left: number) {
    Object.defineProperty(box, 'scrollLeft', { configurable: true, value: left });
    fireEvent.scroll(box);
  }

  function wideTable() {
    return (
      <Table scrollLabel="Daftar transaksi">
        <TableBody>
          <TableRow>
            <TableCell>Rina Kusuma</TableCell>
            <TableCell>
              <button type="button">Ubah</button>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    );
  }

  const shadow = (container: HTMLElement, side: 'start' | 'end') =>
    container.querySelector(`[data-slot="table-scroll-shadow"][data-side="${side}"]`);

  it('shows a shadow on each side that hides columns, following the scroll', () => {
    const { container } = render(wideTable());
    const box = container.querySelector('[data-slot="table-container"]') as HTMLElement;
    widths(box, { scrollWidth: 800, clientWidth: 390 });
    scrollTo(box, 0);
    expect(shadow(container, 'start')).not.toHaveAttribute('data-shown');
    expect(shadow(container, 'end')).toHaveAttribute('data-shown');
    expect(shadow(container, 'end')).toHaveAttribute('aria-hidden', 'true');
    // That a click on the shadow reaches the row action under it needs hit testing, which jsdom
    // has not: data-table.browser.test.tsx clicks one in Chromium.

    scrollTo(box, 200);
    expect(shadow(container, 'start')).toHaveAttribute('data-shown');
    expect(shadow(container, 'end')).toHaveAttribute('data-shown');

    scrollTo(box, 410);
    expect(shadow(container, 'start')).toHaveAttribute('data-shown');
    expect(shadow(container, 'end')).not.toHaveAttribute('data-shown');
  });

  it('is a named region the keyboard can reach while it scrolls, and no tab stop when it fits', () => {
    const { container } = render(wideTable());
    const box = container.querySelector('[data-slot="table-container"]') as HTMLElement;
    expect(box).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('region')).toBeNull();

    widths(box, { scrollWidth: 800, clientWidth: 390 });
    scrollTo(box, 0);
    expect(screen.getByRole('region', { name: 'Daftar transaksi' })).toBe(box);
    expect(box).toHaveAttribute('tabindex', '0');

    widths(box, { scrollWidth: 390, clientWidth: 390 });
    scrollTo(box, 0);
    expect(box).not.toHaveAttribute('tabindex');
    expect(shadow(container, 'end')).not.toHaveAttribute('data-shown');
    // Under the shadow, the row's action is still a button to press.
    expect(screen.getByRole('button', { name: 'Ubah' })).toBeEnabled();
  });
});
