import { page } from 'vitest/browser';
import { contrastRatio } from '../../test/contrast';
import { show } from '../../test/show';
import { SelectBox } from './data-table-selection';

// The "select all" box when some rows are picked: Chromium draws the native box in the accent
// colour with a dash of its own choosing, which a CSS property cannot be asked for. What the
// user sees is read from the pixels: the dash on the box's fill, 3:1 or more (WCAG 1.4.11).

/** The RGB colour of each pixel of an element, as the browser drew it. */
async function pixelsOf(
  element: HTMLElement,
): Promise<{ width: number; height: number; pixel: (x: number, y: number) => string }> {
  const png = await page.screenshot({ element, save: false });
  const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.drawImage(image, 0, 0);
  const { data, width } = context.getImageData(0, 0, image.width, image.height);
  const pixel = (x: number, y: number) => {
    const at = (y * width + x) * 4;
    return `#${[data[at], data[at + 1], data[at + 2]]
      .map((channel) => (channel ?? 0).toString(16).padStart(2, '0'))
      .join('')}`;
  };
  return { width: image.width, height: image.height, pixel };
}

for (const theme of ['light', 'dark'] as const) {
  it(`${theme}: the dash of a partly picked page reads on its box`, async () => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
    show(
      <SelectBox
        checked={false}
        mixed
        label="Pilih semua di halaman ini"
        onCheckedChange={() => {}}
      />,
    );
    const box = page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' });
    await expect.element(box).toBePartiallyChecked();
    const { width, height, pixel } = await pixelsOf(box.element() as HTMLElement);
    const [middle, centre] = [Math.floor(width / 2), Math.floor(height / 2)];
    // The dash runs across the middle row; the fill is above it, inside the box's edge.
    const dash = pixel(middle, centre);
    const fill = pixel(middle, Math.floor(height / 4));
    expect(contrastRatio(dash, fill), `${dash} on ${fill}`).toBeGreaterThanOrEqual(3);
  });
}
