import { useState } from 'react';
import { page, userEvent } from 'vitest/browser';
import { show } from '../../test/show';
import { ImageField } from './image-field';

// A long file name on a phone, in Chromium with the kit's stylesheet: cut with … inside the
// screen. Moved from the journey in apps/dashboard/e2e/screen-kit.spec.ts (ADR 0145).

const NAME = 'spanduk-festival-kuliner-nusantara-bandung-2026-versi-akhir.png';

/** One transparent pixel. */
const PIXEL = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
);

function Banner() {
  const [file, setFile] = useState<File | null>(null);
  return <ImageField aria-label="Banner" accept={['image/png']} value={file} onChange={setFile} />;
}

it('a long file name is cut with … inside a 390 px screen', async () => {
  await page.viewport(390, 844);
  show(<Banner />);
  await expect.element(page.getByText('Pilih berkas', { exact: true })).toBeVisible();
  await userEvent.upload(
    page.getByLabelText('Banner'),
    new File([PIXEL], NAME, { type: 'image/png' }),
  );
  await expect.element(page.getByText('Ganti gambar', { exact: true })).toBeVisible();
  const name = page.getByText(NAME, { exact: true }).element();
  expect(name.scrollWidth > name.clientWidth, 'the name ends in …').toBe(true);
  expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  expect(
    document.documentElement.scrollWidth,
    'the page does not scroll sideways',
  ).toBeLessThanOrEqual(390);
});
