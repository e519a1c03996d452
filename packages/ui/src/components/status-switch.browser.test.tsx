import { useState } from 'react';
import { page, userEvent } from 'vitest/browser';
import { show } from '../../test/show';
import { DataTable } from './data-table';
import { StatusSwitch } from './status-switch';

// A list's status column (DataTable's `status` fit, docs/engineering.md#tables-that-fit): the
// switches of Aktif and Nonaktif rows line up at the column's start with their words after them,
// and a switch stays under the pointer when its word changes.

type Person = { id: number; name: string; active: boolean };

function List({ people }: { people: Person[] }) {
  const [active, setActive] = useState(people.map((person) => person.active));
  return (
    <DataTable
      caption="Daftar user"
      list={{ rows: people }}
      columns={[
        { id: 'name', header: 'Nama', fit: 'line', cell: (person) => person.name },
        {
          id: 'status',
          header: 'Status',
          fit: 'status',
          cell: (person) => (
            <StatusSwitch
              checked={active[person.id] ?? false}
              label={`Status ${person.name}`}
              onCheckedChange={(checked) =>
                setActive((now) => now.map((was, i) => (i === person.id ? checked : was)))
              }
            />
          ),
        },
      ]}
    />
  );
}

const PEOPLE: Person[] = [
  { id: 0, name: 'Ani', active: true },
  { id: 1, name: 'Budi', active: false },
];

it('lines the switches and the words of Aktif and Nonaktif rows up at the start of the status column', async () => {
  await page.viewport(1280, 800);
  show(<List people={PEOPLE} />);
  const on = page.getByRole('switch', { name: 'Status Ani' });
  const off = page.getByRole('switch', { name: 'Status Budi' });
  await expect.element(off).toBeVisible();
  expect(on.element().getBoundingClientRect().x).toBe(off.element().getBoundingClientRect().x);
  const words = [page.getByText('Aktif', { exact: true }), page.getByText('Nonaktif')];
  const [aktif, nonaktif] = words.map((word) => word.element().getBoundingClientRect().x);
  expect(aktif).toBe(nonaktif);
  // At the column's start, under its header's text.
  const header = page.getByRole('columnheader', { name: 'Status' }).element();
  const padding = Number.parseFloat(getComputedStyle(header).paddingLeft);
  expect(on.element().getBoundingClientRect().x).toBe(header.getBoundingClientRect().x + padding);
});

it('keeps a switch under the pointer when its word changes', async () => {
  await page.viewport(1280, 800);
  show(<List people={PEOPLE} />);
  const toggle = page.getByRole('switch', { name: 'Status Ani' });
  await expect.element(toggle).toBeVisible();
  const before = toggle.element().getBoundingClientRect().x;
  await userEvent.click(toggle);
  await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
  expect(toggle.element().getBoundingClientRect().x).toBe(before);
});
