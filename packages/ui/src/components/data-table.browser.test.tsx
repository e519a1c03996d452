import { page, userEvent } from 'vitest/browser';
import { blockingAxeViolations } from '../../test/axe';
import { show } from '../../test/show';
import { textInBox } from '../../test/text-in-box';
import { DataTable } from './data-table';
import type { DataTableColumn } from './data-table-column';

// Lists as users see them, measured in Chromium with the kit's stylesheet: a number column, the
// columns sized by their kind, a table wider than its box, an empty list. Moved from the journeys (ADR 0145);
// below 640 px a list is cards.

type Member = { id: number; name: string; contact: string; code: string; transactions: number };

const MEMBERS: Member[] = [
  { id: 1, name: 'Budi Santoso', contact: 'budi@contoh.id', code: 'BANDUNGHEMAT', transactions: 7 },
  {
    id: 2,
    name: 'Sari Wulandari',
    contact: 'sari@contoh.id',
    code: 'SEMARANG10',
    transactions: 1_250,
  },
  { id: 3, name: 'Andi Pratama', contact: 'andi@contoh.id', code: 'JOGJAKU', transactions: 48 },
];

const number = new Intl.NumberFormat('id-ID');

const COLUMNS: DataTableColumn<Member>[] = [
  { id: 'name', header: 'Nama', cell: (member) => member.name },
  { id: 'contact', header: 'Kontak', cell: (member) => member.contact },
  { id: 'code', header: 'Kode Referral', cell: (member) => member.code },
  {
    id: 'transactions',
    header: 'Transaksi',
    fit: 'number',
    cell: (member) => <span className="tabular-nums">{number.format(member.transactions)}</span>,
  },
];

/** How many pixels the page scrolls sideways (0: nothing sticks out of the screen). */
const pageOverflow = () =>
  document.documentElement.scrollWidth - document.documentElement.clientWidth;

it('at 1920 px, a number column lines its header and cells up on the right', async () => {
  await page.viewport(1920, 1080);
  show(<DataTable caption="Daftar member" columns={COLUMNS} list={{ rows: MEMBERS }} />);
  const table = page.getByRole('table', { name: 'Daftar member' });
  await expect.element(table).toBeVisible();
  expect(
    table
      .getByRole('columnheader')
      .elements()
      .map((cell) => cell.textContent),
  ).toEqual(['No', 'Nama', 'Kontak', 'Kode Referral', 'Transaksi']);
  // The header's text ends at the right of its room; every cell's text ends at that x and, shorter
  // or longer than the header, starts elsewhere (else any alignment would look the same).
  const head = textInBox(
    table.getByRole('columnheader', { name: 'Transaksi', exact: true }).element(),
  );
  expect(Math.abs(head.roomRight - head.right), "the header's right edge").toBeLessThan(1);
  const cells = table.element().querySelectorAll('tbody tr > :nth-child(5)');
  expect(cells).toHaveLength(3);
  cells.forEach((node, i) => {
    const cell = textInBox(node);
    expect(Math.abs(cell.right - head.right), `cell ${i}'s right edge`).toBeLessThan(1);
    expect(Math.abs(cell.left - head.left), `cell ${i}'s left edge`).toBeGreaterThan(1);
  });
});

it('at 640 px, a wide list scrolls inside its box, and a row action under the edge shadow takes the click', async () => {
  await page.viewport(640, 844);
  const opened: string[] = [];
  const wide: DataTableColumn<Member>[] = [
    ...COLUMNS,
    ...['Alamat', 'Kota', 'Provinsi', 'Bergabung'].map((header) => ({
      id: header,
      header,
      cell: () => <span className="whitespace-nowrap">Jalan Merdeka Raya Nomor 17, Bandung</span>,
    })),
  ];
  show(
    <DataTable
      caption="Daftar partner"
      columns={wide}
      list={{ rows: MEMBERS }}
      rowActions={(member) => (
        <a
          href={`/partner/edit/${member.id}`}
          onClick={(event) => {
            event.preventDefault();
            opened.push(event.currentTarget.getAttribute('href') ?? '');
          }}
        >
          Ubah {member.name}
        </a>
      )}
    />,
  );
  const box = page.getByRole('region', { name: 'Daftar partner' });
  await expect.element(box).toBeVisible();
  const scroller = box.element();
  // The page stays as wide as the screen; the table's box scrolls instead.
  expect(pageOverflow()).toBe(0);
  expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
  scroller.scrollTo({ left: 100 });
  await vi.waitFor(() => expect(scroller.scrollLeft).toBe(100));
  expect(pageOverflow()).toBe(0);

  // Scrolled so that the first row's Ubah sits under the end shadow, which shows.
  scroller.scrollTo({ left: 0 });
  const edit = page.getByRole('link', { name: 'Ubah Budi Santoso' });
  const boxRect = scroller.getBoundingClientRect();
  const editRect = edit.element().getBoundingClientRect();
  scroller.scrollTo({ left: editRect.x + editRect.width / 2 - (boxRect.right - 12) });
  const shadow = document.querySelector('[data-slot="table-scroll-shadow"][data-side="end"]');
  if (shadow === null) throw new Error('no end shadow');
  await vi.waitFor(() => expect(getComputedStyle(shadow).opacity).toBe('1'));
  const shadowRect = shadow.getBoundingClientRect();
  const under = edit.element().getBoundingClientRect();
  const x = under.x + under.width / 2;
  const y = under.y + under.height / 2;
  expect(x).toBeGreaterThan(shadowRect.x);
  expect(x).toBeLessThan(shadowRect.right);
  // The point under the shadow belongs to the link: the shadow lets the pointer through, and a
  // real click there (Playwright refuses one another element would take) opens the record.
  expect(edit.element().contains(document.elementFromPoint(x, y))).toBe(true);
  await userEvent.click(edit);
  expect(opened).toEqual(['/partner/edit/1']);
});

// While the next page loads, the previous one stays as readable as before (issue: dimmed to 0.6,
// its text fell under AA contrast for the whole wait); a bar along its top says it is busy.
for (const [width, theme] of [
  [1280, 'light'],
  [1280, 'dark'],
  [390, 'light'],
  [390, 'dark'],
] as const) {
  it(`at ${width} px (${theme}), the previous page waits readable, under a busy bar`, async () => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    await page.viewport(width, 844);
    show(
      <DataTable
        caption="Daftar member"
        columns={COLUMNS}
        list={{
          rows: MEMBERS,
          stale: true,
          paging: { page: 1, pageSize: 3, totalpage: 2, totaldata: 6, totalDataOnPage: 3 },
        }}
        onPageChange={() => {}}
      />,
    );
    const rows =
      width < 640
        ? page.getByRole('list', { name: 'Daftar member (memuat data)' })
        : page.getByRole('table', { name: 'Daftar member (memuat data)' });
    await expect.element(rows).toHaveAttribute('aria-busy', 'true');
    await expect.element(rows.getByText('Sari Wulandari')).toBeVisible();
    const bar = document.querySelector('[data-slot="busy-bar"]');
    if (bar === null) throw new Error('no busy bar');
    expect(bar.getBoundingClientRect().height).toBeGreaterThan(0);
    for (
      let node: Element | null = rows.getByText('Sari Wulandari').element();
      node;
      node = node.parentElement
    ) {
      expect(getComputedStyle(node).opacity, node.tagName).toBe('1');
    }
    expect(await blockingAxeViolations()).toEqual([]);
    document.documentElement.classList.remove('dark');
  });
}

// A table wider than its box on a small tablet (moved from the journey "reads its transactions
// … on a small tablet the table scrolls sideways" in apps/dashboard/e2e/partner-lists.spec.ts):
// a shadow on the side that hides columns, and the box reachable from the keyboard.
it('at 640 px, a wide table shows a shadow on the side that hides columns, takes the focus and scrolls', async () => {
  await page.viewport(640, 844);
  const wide: DataTableColumn<Member>[] = [
    ...COLUMNS,
    ...['Alamat', 'Kota', 'Provinsi', 'Status'].map((header) => ({
      id: header,
      header,
      cell: () => <span className="whitespace-nowrap">Jalan Merdeka Raya Nomor 17, Bandung</span>,
    })),
  ];
  show(<DataTable caption="Daftar transaksi" columns={wide} list={{ rows: MEMBERS }} />);
  const box = page.getByRole('region', { name: 'Daftar transaksi' });
  await expect.element(box).toBeVisible();
  expect(box.getByRole('row').elements()).toHaveLength(4);
  const shadow = (side: 'start' | 'end') => {
    const found = document.querySelector(`[data-slot="table-scroll-shadow"][data-side="${side}"]`);
    if (found === null) throw new Error(`no ${side} shadow`);
    return found;
  };
  await vi.waitFor(() => expect(getComputedStyle(shadow('end')).opacity).toBe('1'));
  expect(getComputedStyle(shadow('start')).opacity).toBe('0');
  expect(await blockingAxeViolations()).toEqual([]);

  // The keyboard can reach it: the box takes the focus, and scrolled to its end the other
  // shadow shows and the last column is on screen.
  box.element().focus();
  await expect.element(box).toHaveFocus();
  box.element().scrollTo({ left: box.element().scrollWidth });
  await vi.waitFor(() => expect(getComputedStyle(shadow('start')).opacity).toBe('1'));
  expect(getComputedStyle(shadow('end')).opacity).toBe('0');
  await expect.element(box.getByRole('columnheader', { name: 'Status' })).toBeInViewport();
});

// A list with no rows says so alone, in the middle of what is on screen, whether it is a table
// (1280 px; 700 px, where a table wider than its box would scroll) or cards (390 px). Moved from
// the journey "an event without participants says so alone, centred in the visible width" in
// apps/dashboard/e2e/events.spec.ts; that the event's list shows nothing else is
// apps/dashboard/src/features/events/event-detail-page.test.tsx.
for (const width of [1280, 700, 390]) {
  it(`at ${width} px, an empty list's message stands centred in the visible width`, async () => {
    await page.viewport(width, 900);
    const columns: DataTableColumn<Member>[] = ['Nama', 'Tiket', 'Jumlah', 'Total', 'Dibeli'].map(
      (header) => ({ id: header, header, cell: (member) => member.name }),
    );
    show(
      <DataTable
        caption="Peserta event"
        columns={columns}
        list={{ rows: [] }}
        empty="Belum ada peserta."
      />,
    );
    const message = page.getByText('Belum ada peserta.', { exact: true });
    await expect.element(message).toBeVisible();
    const element = message.element();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const frame = (element.closest('[data-slot="table-frame"]') ?? element).getBoundingClientRect();
    const pageWidth = document.documentElement.clientWidth;
    const middle = text.left + text.width / 2;
    const visible = Math.min(frame.right, pageWidth) - Math.max(frame.left, 0);
    expect(Math.abs(middle - (Math.max(frame.left, 0) + visible / 2))).toBeLessThan(2);
    expect(text.right).toBeLessThanOrEqual(pageWidth);
  });
}

// Tables that fit (docs/engineering.md#tables-that-fit): in the room a list has at 1280 px beside
// the open menu (890 px), each column takes the width its kind asks for. Names, e-mails, dates,
// money and the status are read whole on one line; the title's words take the room left, on more
// lines if they must; nothing scrolls sideways. Before the kinds, a name took three lines, an
// e-mail broke at its `@` and a date at its comma while other columns stood half empty.
type Sale = {
  id: number;
  title: string;
  client: string;
  email: string;
  amount: string;
  date: string;
  status: string;
};

const SALES: Sale[] = [1, 2, 3].map((id) => ({
  id,
  title: 'Terjemahan Katalog Produk Inggris-Indonesia untuk Pameran Dagang Surabaya',
  client: 'Wahyu Pratama',
  email: `wahyu${id}@contoh.id`,
  amount: 'Rp 39.500.000',
  date: '28 Sep 2026',
  status: 'Menunggu',
}));

const SALE_COLUMNS: DataTableColumn<Sale>[] = [
  { id: 'title', header: 'Transaksi', cell: (sale) => sale.title },
  { id: 'client', header: 'Klien / Freelancer', fit: 'line', cell: (sale) => sale.client },
  { id: 'email', header: 'Email', fit: 'line', cell: (sale) => sale.email },
  { id: 'amount', header: 'Bagian Klien', fit: 'number', cell: (sale) => sale.amount },
  { id: 'date', header: 'Tanggal', fit: 'line', cell: (sale) => sale.date },
  {
    id: 'status',
    header: 'Status',
    fit: 'status',
    cell: (sale) => <span className="rounded-full border px-2.5 text-xs">{sale.status}</span>,
  },
];

/** How many lines an element's text takes: the distinct tops of its texts' line boxes. */
function linesOf(element: Element): number {
  const tops = new Set<number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
  }
  return tops.size;
}

it("in a list's room at 1280 px, names, e-mails, money, dates and status keep one line and the title takes the rest", async () => {
  await page.viewport(1280, 800);
  show(
    <div style={{ width: 890 }}>
      <DataTable caption="Daftar transaksi" columns={SALE_COLUMNS} list={{ rows: SALES }} />
    </div>,
  );
  const table = page.getByRole('table', { name: 'Daftar transaksi' });
  await expect.element(table).toBeVisible();
  const heads = table.getByRole('columnheader').elements();
  expect(heads.map((head) => [head.textContent, linesOf(head)])).toEqual(
    ['No', 'Transaksi', 'Klien / Freelancer', 'Email', 'Bagian Klien', 'Tanggal', 'Status'].map(
      (name) => [name, 1],
    ),
  );
  const row = table.element().querySelector('tbody tr');
  if (row === null) throw new Error('no row');
  const cells = [...row.children];
  // Every cell but the title's on one line: `Klien / Freelancer` to Status.
  expect(cells.slice(2).map((cell) => [cell.textContent, linesOf(cell)])).toEqual(
    cells.slice(2).map((cell) => [cell.textContent, 1]),
  );
  // The title wraps, in all the room the others leave: more than its least (10 rem).
  const title = (cells[1] as Element).getBoundingClientRect().width;
  expect(linesOf(cells[1] as Element)).toBeGreaterThan(1);
  expect(title).toBeGreaterThan(170);
  const box = table.element().closest('[data-slot="table-container"]');
  if (box === null) throw new Error('no table box');
  expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
});
