import { page, userEvent } from 'vitest/browser';
import { contrastRatio, hexOf } from '../../test/contrast';
import { show } from '../../test/show';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { NativeSelect } from '../components/native-select';
import { Pagination } from '../components/pagination';
import { StatusSwitch } from '../components/status-switch';

// Focus you can see (WCAG 2.4.7, 1.4.11): every control the keyboard reaches shows the one ring
// of globals.css, 2 px of the focus colour 2 px off the control, at 3:1 or more against the page,
// and never the colour of the control itself: an amber button, an indigo switch that is on, the
// indigo current page. docs/engineering.md#focus.

function Controls() {
  return (
    <div className="grid gap-4 p-6">
      <Button>Simpan</Button>
      <Button variant="outline">Batal</Button>
      <Button variant="danger">Hapus</Button>
      <StatusSwitch checked label="Aktif" onCheckedChange={() => {}} />
      <Input aria-label="Nama" />
      <NativeSelect aria-label="Status">
        <option>Semua</option>
      </NativeSelect>
      <input type="checkbox" aria-label="Pilih baris" />
      <a href="#detail">Lihat detail</a>
      <Pagination
        paging={{ page: 2, pageSize: 10, totalpage: 3, totaldata: 30, totalDataOnPage: 10 }}
        onPageChange={() => {}}
      />
    </div>
  );
}

const STOPS = [
  'Simpan',
  'Batal',
  'Hapus',
  'Aktif',
  'Nama',
  'Status',
  'Pilih baris',
  'Lihat detail',
  'Halaman sebelumnya',
  'Halaman 1',
  'Halaman 2',
  'Halaman 3',
  'Halaman berikutnya',
];

for (const theme of ['light', 'dark'] as const) {
  it(`${theme}: each Tab stop shows a 2 px ring off the control, 3:1 on the page, not the control's colour`, async () => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    show(<Controls />);
    await expect.element(page.getByRole('button', { name: 'Simpan' })).toBeVisible();
    const pageColour = hexOf(getComputedStyle(document.body).backgroundColor);
    const seen: string[] = [];
    for (const _stop of STOPS) {
      await userEvent.keyboard('{Tab}');
      const focused = document.activeElement as HTMLElement;
      const name = focused.getAttribute('aria-label') ?? focused.textContent ?? '';
      seen.push(name);
      // A control's colour transition carries its outline's colour too: read the ring once shown.
      await Promise.all(focused.getAnimations().map((animation) => animation.finished));
      const style = getComputedStyle(focused);
      expect(style.outlineStyle, name).toBe('solid');
      expect(style.outlineWidth, name).toBe('2px');
      expect(style.outlineOffset, name).toBe('2px');
      const ring = hexOf(style.outlineColor);
      expect(contrastRatio(ring, pageColour), name).toBeGreaterThanOrEqual(3);
      expect(ring, name).not.toBe(hexOf(style.backgroundColor));
    }
    expect(seen).toEqual(STOPS);
    await expect
      .element(page.getByRole('button', { name: 'Halaman 2' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it(`${theme}: the thumb of a switch that is on reads on its track`, async () => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    show(<StatusSwitch checked label="Aktif" onCheckedChange={() => {}} />);
    await expect.element(page.getByRole('switch', { name: 'Aktif' })).toBeVisible();
    const track = page.getByRole('switch', { name: 'Aktif' }).element();
    const thumb = track.querySelector('[data-slot="switch-thumb"]') as HTMLElement;
    expect(
      contrastRatio(
        hexOf(getComputedStyle(thumb).backgroundColor),
        hexOf(getComputedStyle(track).backgroundColor),
      ),
    ).toBeGreaterThanOrEqual(3);
  });
}
