import { join, relative } from 'node:path';
import { importedFiles, isTest, sourceFiles, srcDir } from '../../test/source-imports';

// A module of a feature that no other source file imports is dead code, however tidy: a
// `paths.ts` a list stopped using, a component a page no longer shows. A page counts as used
// when the route table (app/routes.ts, home-page.ts, profile-page.ts) or a page-queries module
// imports it, lazily or not; a module only a test imports does not.

describe('feature modules', () => {
  it('are each imported by another source file', () => {
    const files = sourceFiles(srcDir).filter((file) => !isTest(file));
    const imported = new Set(files.flatMap(importedFiles));
    const features = join(srcDir, 'features');
    const unused = files
      .filter((file) => file.startsWith(features) && !imported.has(file))
      .map((file) => relative(srcDir, file));
    expect(unused).toEqual([]);
  });
});
