import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The dashboard's `src`, where `@/` points. */
export const srcDir = resolve(__dirname, '../src');

/** Every TypeScript file under `dir`, tests included. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

export const isTest = (file: string) => /\.test\.tsx?$/.test(file);

// `import … from`, `export … from`, `import('…')` and a bare `import '…'`.
const SPECIFIER = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g;

/** The dashboard files a file imports (`@/…` or relative), lazily too; packages left out. */
export function importedFiles(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)].flatMap(([, specifier = '']) => {
    let base: string;
    if (specifier.startsWith('@/')) base = resolve(srcDir, specifier.slice(2));
    else if (specifier.startsWith('.')) base = resolve(file, '..', specifier);
    else return [];
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    return found === undefined ? [] : [found];
  });
}
