import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { sourceFiles, srcDir } from '../../test/source-imports';

// A list row's actions take one form (docs/engineering.md#row-actions): RowAction and
// RowActionLink from lib/list/row-action.tsx, never a Button or a Link styled by the feature
// (the lists had ghost, outlined and red-text buttons and titles as links side by side).

const features = join(srcDir, 'features');
const isTestFile = (file: string) => /\.test\.tsx?$/.test(file);
const files = sourceFiles(features).filter((file) => !isTestFile(file));
const lists = files.filter((file) => /-list\.tsx$/.test(basename(file)));
/** The components a list's row renders as its actions. */
const rowActions = files.filter((file) => /(row-actions|detail-button)\.tsx$/.test(basename(file)));

/** The files whose text matches `pattern`, relative to src. */
const matching = (of: string[], pattern: RegExp) =>
  of
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(srcDir, file));

describe('row actions', () => {
  it('finds the lists and their row actions', () => {
    expect(lists.length).toBeGreaterThanOrEqual(17);
    expect(rowActions.length).toBeGreaterThanOrEqual(3);
  });

  it('no list description draws a button or a link itself', () => {
    expect(matching(lists, /<(Button|Link)\b/)).toEqual([]);
  });

  it('a row action component uses RowAction, not a small Button of its own', () => {
    expect(matching(rowActions, /<Button\b[^>]*size="sm"/)).toEqual([]);
    expect(matching(rowActions, /RowAction\b/)).toHaveLength(rowActions.length);
  });
});
