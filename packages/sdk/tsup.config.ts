import { defineConfig } from 'tsup';

// One build for both entries: ESM (.js) and CommonJS (.cjs) with matching declarations
// (.d.ts / .d.cts), as the exports map in package.json expects. Dependencies and the optional
// React peers stay external.
export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  target: 'es2022',
  platform: 'neutral',
  sourcemap: true,
  clean: true,
  treeshake: true,
});
