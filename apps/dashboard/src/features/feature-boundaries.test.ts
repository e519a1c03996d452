import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

// Imports run one way (docs/engineering.md#code-layout): app -> features -> lib. A feature can
// change without touching another, and shared code never depends on a screen or on the shell.
// Biome has no import-zone rule, hence this test.
const srcDir = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The top folder of `src` a file is in ('app', 'features', 'lib'), and its feature if any. */
function placeOf(file: string): { layer: string; feature?: string } {
  const [layer = '', feature] = relative(srcDir, file).split(sep);
  return layer === 'features' && feature !== undefined && !/\.tsx?$/.test(feature)
    ? { layer, feature }
    : { layer };
}

function importedFiles(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map(
    (match) => match[1] ?? '',
  );
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [resolve(srcDir, specifier.slice(2))];
    if (specifier.startsWith('.')) return [resolve(file, '..', specifier)];
    return [];
  });
}

/** Every import from a file of `layer` that `forbidden` refuses, as "from -> to". */
function crossings(
  layer: 'features' | 'lib',
  forbidden: (from: ReturnType<typeof placeOf>, to: ReturnType<typeof placeOf>) => boolean,
): string[] {
  const files = sourceFiles(join(srcDir, layer)).filter((file) => placeOf(file).layer === layer);
  return files.flatMap((file) =>
    importedFiles(file)
      .filter((target) => forbidden(placeOf(file), placeOf(target)))
      .map((target) => `${relative(srcDir, file)} -> ${relative(srcDir, target)}`),
  );
}

describe('import boundaries', () => {
  it('finds the sources it guards', () => {
    expect(sourceFiles(join(srcDir, 'features')).length).toBeGreaterThan(5);
    expect(sourceFiles(join(srcDir, 'lib')).length).toBeGreaterThan(5);
  });

  it('no feature imports the app layer', () => {
    expect(crossings('features', (_from, to) => to.layer === 'app')).toEqual([]);
  });

  it('no feature imports another feature', () => {
    expect(
      crossings(
        'features',
        (from, to) =>
          to.feature !== undefined && from.feature !== undefined && to.feature !== from.feature,
      ),
    ).toEqual([]);
  });

  it('lib imports neither a feature nor the app layer', () => {
    expect(crossings('lib', (_from, to) => to.layer === 'app' || to.layer === 'features')).toEqual(
      [],
    );
  });
});
