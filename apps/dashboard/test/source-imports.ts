import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The dashboard's `src`, where `@/` points. */
export const srcDir = resolve(__dirname, '../src');
export const repoDir = resolve(__dirname, '../../..');

/** Every TypeScript file under `dir`, tests included. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

export const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/**
 * Each line matching `pattern` in the app's production sources but `owner` (relative to `src`),
 * as `file: line`: a one-way test expects none, the one way being `owner`'s.
 */
export function linesOutside(owner: string, pattern: RegExp): string[] {
  return sourceFiles(srcDir)
    .filter((file) => !isTest(file) && file !== join(srcDir, owner))
    .flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => pattern.test(line))
        .map((line) => `${relative(srcDir, file)}: ${line.trim()}`),
    );
}

// `import … from`, `export … from`, `import('…')` and a bare `import '…'`.
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/** `@backoffice/<name>[/<sub>]` to the file its package.json's `exports` names as `source`. */
function packageEntry(specifier: string): string | undefined {
  const [, name, sub] = /^@backoffice\/([^/]+)(?:\/(.+))?$/.exec(specifier) ?? [];
  const manifest = join(repoDir, 'packages', name ?? '', 'package.json');
  if (name === undefined || !existsSync(manifest)) return undefined;
  const source = JSON.parse(readFileSync(manifest, 'utf8')).exports?.[sub ? `./${sub}` : '.']
    ?.source;
  return typeof source === 'string' ? join(dirname(manifest), source) : undefined;
}

/**
 * The files a file imports (`@/…`, relative, or a workspace package's source), type-only and
 * lazy imports too; other packages left out.
 */
export function importedFiles(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)].flatMap(([, specifier = '']) => {
    let base: string | undefined;
    if (specifier.startsWith('@/')) base = resolve(srcDir, specifier.slice(2));
    else if (specifier.startsWith('.')) base = resolve(file, '..', specifier);
    else base = packageEntry(specifier);
    if (base === undefined) return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    return found === undefined ? [] : [found];
  });
}
