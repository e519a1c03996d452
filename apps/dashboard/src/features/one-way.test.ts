import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { isTest, sourceFiles, srcDir } from '../../test/source-imports';

// Each concern has one way, named in docs/engineering.md with the one place that implements it
// (DESIGN §6). These checks fail when a feature starts a second way beside it.

const files = sourceFiles(join(srcDir, 'features')).filter((file) => !isTest(file));
const lists = files.filter((file) => /-list\.tsx$/.test(basename(file)));
const textOf = (file: string) => readFileSync(file, 'utf8');

/** The files whose text matches `pattern`, relative to src. */
const matching = (of: string[], pattern: RegExp) =>
  of.filter((file) => pattern.test(textOf(file))).map((file) => relative(srcDir, file));

describe('row actions: lib/list/row-action.tsx (docs/engineering.md#row-actions)', () => {
  it('finds the lists', () => {
    expect(lists.length).toBeGreaterThanOrEqual(17);
    expect(matching(lists, /\browActions: /).length).toBeGreaterThanOrEqual(11);
  });

  it("a description's row actions come from the kit's rowActions, rowLink, recordRowActions", () => {
    // Not an arrow drawing its own component: each row's hook goes through rowActions.
    expect(matching(files, /\browActions: \(/)).toEqual([]);
  });

  it('no list description draws a button or a link itself', () => {
    expect(matching(lists, /<(Button|Link)\b/)).toEqual([]);
  });

  it('a row control is the kit: no StatusSwitch, ConfirmDialog or small Button of a feature', () => {
    expect(matching(files, /<StatusSwitch\b/)).toEqual([]);
    const rowParts = files.filter((file) => /row-actions\.tsx$/.test(file));
    expect(rowParts.length).toBeGreaterThanOrEqual(1);
    expect(matching(rowParts, /<Button\b[^>]*size="sm"/)).toEqual([]);
    expect(matching(lists, /<ConfirmDialog\b/)).toEqual([]);
  });
});
