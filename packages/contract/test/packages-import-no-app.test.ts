import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Packages never import apps (docs/engineering.md#code-layout, ADR 0125): what an app and a
// package share lives in a package. Checked from the text of every source, test and script of
// packages/*, and from their manifests.

const root = resolve(import.meta.dirname, '../../..');
const dirsOf = (group: string) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, group, entry.name));
const appNames = dirsOf('apps').map(
  (dir) => (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string }).name,
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) ? [path] : [];
  });
}

/** `from '…'`, `import('…')`, `import '…'`, `require('…')`, `import.meta.resolve('…')`. */
const SPECIFIER = /(?:\bfrom|\bimport|\brequire\(|\bresolve\(|\bimport\()\s*['"]([^'"]+)['"]/g;

function importsOfApps(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[1] ?? '')
    .filter((specifier) =>
      specifier.startsWith('.')
        ? relative(root, resolve(dirname(file), specifier)).startsWith('apps/')
        : appNames.some((app) => specifier === app || specifier.startsWith(`${app}/`)),
    )
    .map((specifier) => `${relative(root, file)}: ${specifier}`);
}

describe('packages import no app', () => {
  it('knows the apps', () => {
    expect(appNames).toContain('@backoffice/mock-server');
    expect(appNames).toContain('@backoffice/dashboard');
  });

  it('no source, test or script of a package imports an app', () => {
    const found = dirsOf('packages').flatMap((dir) => sourceFiles(dir).flatMap(importsOfApps));
    expect(found).toEqual([]);
  });

  it('no package depends on an app', () => {
    const found = dirsOf('packages').flatMap((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      const names = ['dependencies', 'devDependencies', 'peerDependencies'].flatMap((field) =>
        Object.keys(manifest[field] ?? {}),
      );
      return names
        .filter((name) => appNames.includes(name))
        .map((name) => `${relative(root, dir)}: ${name}`);
    });
    expect(found).toEqual([]);
  });
});
