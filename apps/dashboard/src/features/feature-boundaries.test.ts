import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

// Features stay independent so that one screen can change without touching another: only the
// app layer (routes, layouts) composes them. Biome has no import-zone rule, hence this test.
const featuresDir = resolve(__dirname);
const srcDir = resolve(featuresDir, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function featureOf(file: string): string | undefined {
  const rel = relative(featuresDir, file);
  return rel.startsWith('..') ? undefined : rel.split(sep)[0];
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

describe('feature boundaries', () => {
  const files = sourceFiles(featuresDir).filter((file) => featureOf(file) !== undefined);

  it('finds the feature sources it guards', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it('no feature imports another feature', () => {
    const crossings = files.flatMap((file) =>
      importedFiles(file)
        .filter((target) => {
          const targetFeature = featureOf(target);
          return targetFeature !== undefined && targetFeature !== featureOf(file);
        })
        .map((target) => `${relative(srcDir, file)} -> ${relative(srcDir, target)}`),
    );
    expect(crossings).toEqual([]);
  });
});
