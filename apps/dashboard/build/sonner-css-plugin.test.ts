import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sonnerStylesAsCss } from './sonner-css-plugin.ts';

// sonner is the UI package's dependency: find the one the build bundles from there.
const fromUi = createRequire(new URL('../../../packages/ui/package.json', import.meta.url));
const sonnerEntry = fromUi.resolve('sonner').replace(/index\.js$/, 'index.mjs');

/** The plugin's transform hook, with the one method of Vite's context that it calls. */
type Transform = (
  this: { error: (message: unknown) => never },
  code: string,
  id: string,
) => unknown;

function transform(code: string, id: string): unknown {
  const hook = sonnerStylesAsCss().transform as unknown as Transform;
  return hook.call(
    {
      error: (message: unknown) => {
        throw new Error(String(message));
      },
    },
    code,
    id,
  );
}

it("drops the <style> sonner's module would add, and nothing else", () => {
  const code = readFileSync(sonnerEntry, 'utf8');
  expect(code).toContain('__insertCSS("[data-sonner-toaster]');
  const result = transform(code, sonnerEntry) as { code: string };
  expect(result.code).not.toContain('__insertCSS("');
  expect(result.code).toContain('function __insertCSS(code)');
  expect(code.length - result.code.length).toBeGreaterThan(10_000);
});

it('fails the build when a new sonner no longer adds its stylesheet that way', () => {
  expect(() => transform('export const toast = () => {};', sonnerEntry)).toThrow(
    /sonner's __insertCSS call was not found/,
  );
});

it('leaves every other module alone', () => {
  expect(transform('__insertCSS("a{}");', '/x/node_modules/other/dist/index.mjs')).toBeNull();
});
