import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'tailwindcss';
import { contrastRatio } from '../../test/contrast';

const stylesDir = dirname(fileURLToPath(import.meta.url));
const cssPath = join(stylesDir, 'globals.css');
const css = readFileSync(cssPath, 'utf8');

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const vars: Record<string, string> = {};
  // A colour by its token's name: `--color-primary` is `primary`.
  for (const match of body.matchAll(/--(?:color-)?([\w-]+):\s*([^;]+);/g)) {
    vars[match[1] as string] = (match[2] as string).trim();
  }
  return vars;
}

const light = { ...block('@theme'), ...block(':root') };
const dark = { ...light, ...block('.dark') };

function color(theme: Record<string, string>, name: string): string {
  const value = theme[name];
  if (!value) throw new Error(`missing --${name}`);
  return value;
}

describe('theme tokens', () => {
  it('uses the brand colours of docs/product.md#constants', () => {
    expect(light).toMatchObject({
      primary: '#faac02',
      secondary: '#2f2cba',
      info: '#fef1b7',
      danger: '#ef3b3b',
      complete: '#5b59d4',
    });
  });

  it('carries the layout constants of docs/product.md#constants', () => {
    expect(light['drawer-width']).toBe('325px');
    expect(light['topbar-height']).toBe('75px');
    expect(light['progress-height']).toBe('4px');
  });

  it('dims the pale surfaces in dark mode: a "Menunggu" badge or an icon tile does not glare', () => {
    expect(contrastRatio(color(dark, 'info'), color(dark, 'background'))).toBeLessThan(2);
  });

  const surfaces = [
    'background',
    'card',
    'popover',
    'muted',
    'accent',
    'primary',
    'secondary',
    'info',
    'danger',
    'danger-action',
    'complete',
    'success',
  ];
  const textOnPage = ['muted-foreground', 'danger-text', 'link'];
  const pages = ['background', 'card', 'muted'];

  for (const [themeName, theme] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it.each(surfaces)(`%s-foreground meets WCAG AA on %s (${themeName})`, (surface) => {
      const text = surface === 'background' ? 'foreground' : `${surface}-foreground`;
      expect(contrastRatio(color(theme, text), color(theme, surface))).toBeGreaterThanOrEqual(4.5);
    });

    it.each(textOnPage.flatMap((text) => pages.map((page) => [text, page])))(
      `%s text meets WCAG AA on %s (${themeName})`,
      (text, page) => {
        expect(contrastRatio(color(theme, text), color(theme, page))).toBeGreaterThanOrEqual(4.5);
      },
    );

    // WCAG 1.4.11: what shows a control (input borders, the off switch track) and its focus
    // needs 3:1 against what is around it.
    it.each(pages)(`the focus ring stands out from %s (${themeName})`, (page) => {
      expect(contrastRatio(color(theme, 'ring'), color(theme, page))).toBeGreaterThanOrEqual(3);
    });

    // The ring is a colour of its own (ADR 0165): in the brand's amber or indigo it vanished beside the
    // primary buttons, a switch that is on and the current page (docs/engineering.md#focus).
    it.each(['primary', 'secondary', 'link'])(
      `the focus ring is not the %s colour (${themeName})`,
      (brand) => {
        expect(color(theme, 'ring')).not.toBe(color(theme, brand));
      },
    );

    it.each(['background', 'card'])(
      `input borders and the off switch track stand out from %s (${themeName})`,
      (page) => {
        expect(contrastRatio(color(theme, 'input'), color(theme, page))).toBeGreaterThanOrEqual(3);
      },
    );
  }
});

describe('globals.css under Tailwind', () => {
  const require = createRequire(import.meta.url);
  const tailwindDir = dirname(require.resolve('tailwindcss/package.json'));

  async function compileGlobals() {
    return compile(css, {
      base: stylesDir,
      loadStylesheet: async (id, base) => {
        const path = id === 'tailwindcss' ? join(tailwindDir, 'index.css') : resolve(base, id);
        return { path, base: dirname(path), content: readFileSync(path, 'utf8') };
      },
    });
  }

  it('asks the app to scan the package sources', async () => {
    const compiler = await compileGlobals();
    const scanned = compiler.sources.map((source) => resolve(source.base, source.pattern));
    expect(scanned).toContain(resolve(stylesDir, '..'));
  });

  it('turns tokens into utilities and follows the .dark class', async () => {
    const compiler = await compileGlobals();
    const output = compiler.build([
      'bg-primary',
      'text-primary-foreground',
      'bg-danger',
      'text-danger-text',
      'w-(--drawer-width)',
      'dark:bg-card',
    ]);
    expect(output).toMatch(/\.bg-primary\s*\{\s*background-color:\s*var\(--color-primary\)/);
    expect(output).toMatch(
      /\.text-primary-foreground\s*\{\s*color:\s*var\(--color-primary-foreground\)/,
    );
    expect(output).toMatch(/\.text-danger-text\s*\{\s*color:\s*var\(--color-danger-text\)/);
    expect(output).toMatch(/\.w-\\\(--drawer-width\\\)\s*\{\s*width:\s*var\(--drawer-width\)/);
    expect(output).toMatch(/\.dark\\:bg-card:where\(\.dark, \.dark \*\)\s*\{\s*background-color:/);
    expect(output).toContain('--drawer-width: 325px');
  });
});

describe('focus: one ring, in globals.css (docs/engineering.md#focus)', () => {
  const componentsDir = resolve(stylesDir, '../components');
  const components = readdirSync(componentsDir)
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => ({ name, text: readFileSync(join(componentsDir, name), 'utf8') }));

  it('no kit piece draws a focus style of its own or hides the ring', () => {
    expect(components.length).toBeGreaterThanOrEqual(30);
    // A toast's buttons take the toast's own text colour for the ring, which reads on its
    // surface; the file input, hidden under its button, shows the ring on that button.
    const own = components
      .filter(({ text }) =>
        /focus(-visible)?:(ring|border-ring)|focus-visible:outline-(?!current)/.test(text),
      )
      .map(({ name }) => name);
    expect(own).toEqual([]);
    // A dialog's box takes the focus only as the place it starts from (Radix), not as a control.
    expect(
      components.filter(({ text }) => /\boutline-none\b/.test(text)).map(({ name }) => name),
    ).toEqual(['dialog-surfaces.tsx']);
  });
});
