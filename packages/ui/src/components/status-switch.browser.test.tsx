import { useState } from 'react';
import { page, userEvent } from 'vitest/browser';
import { show } from '../../test/show';
import { StatusSwitch } from './status-switch';

// A list's status column is right-aligned (DataTable's row actions): the switches of Aktif and
// Nonaktif rows line up, and a switch stays under the pointer when its word changes.

function Column() {
  return (
    <div className="flex w-60 flex-col items-end gap-2">
      <StatusSwitch checked label="Status Ani" onCheckedChange={() => {}} />
      <StatusSwitch checked={false} label="Status Budi" onCheckedChange={() => {}} />
    </div>
  );
}

function Toggle() {
  const [checked, setChecked] = useState(true);
  return (
    <div className="flex w-60 justify-end">
      <StatusSwitch checked={checked} label="Status Ani" onCheckedChange={setChecked} />
    </div>
  );
}

it('lines the switches of Aktif and Nonaktif rows up in a right-aligned column', async () => {
  show(<Column />);
  const on = page.getByRole('switch', { name: 'Status Ani' });
  const off = page.getByRole('switch', { name: 'Status Budi' });
  await expect.element(off).toBeVisible();
  expect(on.element().getBoundingClientRect().x).toBe(off.element().getBoundingClientRect().x);
});

it('keeps a switch under the pointer when its word changes', async () => {
  show(<Toggle />);
  const toggle = page.getByRole('switch', { name: 'Status Ani' });
  await expect.element(toggle).toBeVisible();
  const before = toggle.element().getBoundingClientRect().x;
  await userEvent.click(toggle);
  await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
  expect(toggle.element().getBoundingClientRect().x).toBe(before);
});
