import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { isTest, repoDir, sourceFiles, srcDir } from '../../test/source-imports';

// Each concern has one way, named in docs/engineering.md with the one place that implements it.
// These checks fail when a feature starts a second way beside it.

const files = sourceFiles(join(srcDir, 'features')).filter((file) => !isTest(file));
/** Every production file of the app: app, features, lib (not the mock panel, a tool). */
const everywhere = ['app', 'features', 'lib']
  .flatMap((layer) => sourceFiles(join(srcDir, layer)))
  .filter((file) => !isTest(file));
const lists = files.filter((file) => /-list\.tsx$/.test(basename(file)));
const textOf = (file: string) => readFileSync(file, 'utf8');

/** The files whose text matches `pattern`, relative to src. */
const matching = (of: string[], pattern: RegExp) =>
  of.filter((file) => pattern.test(textOf(file))).map((file) => relative(srcDir, file));

describe('row actions: lib/list/row-action.tsx (docs/engineering.md#row-actions)', () => {
  it('finds the lists', () => {
    expect(lists.length).toBeGreaterThanOrEqual(17);
    expect(matching(lists, /\browActions: /).length).toBeGreaterThanOrEqual(9);
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

describe('forms: lib/form/use-contract-form.ts (docs/engineering.md#forms)', () => {
  it('react-hook-form is used through the one form hook only', () => {
    expect(matching(everywhere, /\buseForm[<(]/)).toEqual(['lib/form/use-contract-form.ts']);
  });

  it('every form that sends values is a ContractForm', () => {
    // A record's and a dialog's form are the kit's RecordForm and DialogForm (lib/form).
    const forms = everywhere.filter((file) => /<(form|RecordForm|DialogForm)\b/.test(textOf(file)));
    expect(forms.length).toBeGreaterThanOrEqual(17);
    expect(matching(forms, /^(?![\s\S]*\b(useContractForm|ContractForm)\b)/).sort()).toEqual([
      // /login's 100 KB has no room for react-hook-form (ADR 0135): the contract's
      // missingProblem, formErrors and useFocusFirstInvalid by hand.
      'features/auth/login-form.tsx',
      // A choice of file format: nothing is sent, nothing to check.
      'lib/list/export/export-format-dialog.tsx',
      // A saved view's name, kept in the browser (docs/engineering.md#saved-views-and-columns):
      // nothing is sent.
      'lib/list/prefs/views-dialog.tsx',
    ]);
  });
});

describe('changes: api.useMutation or useRowMutation (docs/engineering.md#toasts)', () => {
  it('no feature builds a mutation of its own', () => {
    expect(matching(everywhere, /(?<!api\.)\buseMutation\(/).sort()).toEqual([
      // A download, not a change of data: no row, no form.
      'features/vouchers/api/export-voucher-redeems.ts',
      'lib/use-row-mutation.ts',
    ]);
  });

  it("a form's mutation takes its errors' fields and its toast from useSaveOptions", () => {
    expect(matching(everywhere, /\bformShowsErrors: /).sort()).toEqual([
      // No toast: the page itself turns into the notice of what happens next.
      'features/merchant-registration/api/register-merchant.ts',
      // A row's change with a reason (useRowMutation's own option).
      'features/merchants/api/review-merchant-registration.ts',
      'lib/use-row-mutation.ts',
      'lib/use-save-options.ts',
    ]);
  });

  it("a change's success toasts from its meta.success, through the query client only", () => {
    expect(matching(everywhere, /notify\.success\(/).sort()).toEqual([
      // Not after a change of data: a copied link, an export's and a bulk run's counts, a saved
      // view kept in the browser and the filters it dropped.
      'features/referral/components/copy-link-button.tsx',
      'lib/list/bulk/bulk-actions.tsx',
      'lib/list/export/export-button.tsx',
      'lib/list/prefs/saved-views.ts',
      'lib/list/prefs/views-dialog.tsx',
      'lib/notify.ts',
    ]);
  });

  it("sonner's toast is raised through lib/notify.ts only", () => {
    // The kit's `toast` (sonner's) reaches the app through lib/toast-host.tsx alone, which only
    // notify (to raise) and the providers (to mount the region) import.
    expect(
      matching(everywhere, /\{[^}]*\btoast\b[^}]*\}\s*from\s*'(@backoffice\/ui|sonner)'/),
    ).toEqual(['lib/toast-host.tsx']);
    expect(matching(everywhere, /toast-host'/).sort()).toEqual([
      'app/providers.tsx',
      'lib/notify.ts',
    ]);
  });
});

describe('not found: lib/record (docs/engineering.md#record-pages)', () => {
  it('only useRecord turns a 404 into "not found"', () => {
    expect(matching(everywhere, /status === 404/)).toEqual(['lib/record/described-record.tsx']);
  });
});

describe('browser storage: lib/stored.ts (docs/engineering.md#one-way-per-concern)', () => {
  it('only readStored and writeStored touch the storage, which a browser may refuse', () => {
    expect(
      matching(
        everywhere,
        /window\.(local|session)Storage|\b(local|session)Storage\.\w+Item/,
      ).sort(),
    ).toEqual([
      // Handed the storage by its caller, so that its test can refuse it.
      'lib/chunk-reload.ts',
      'lib/stored.ts',
    ]);
  });
});

describe('list columns: lib/list/columns.tsx (docs/engineering.md#tables-that-fit)', () => {
  it("a row's name over its details is column.stacked, not a StackedCell of the list's own", () => {
    expect(matching(lists, /<StackedCell\b/)).toEqual([]);
  });

  it("a column's width comes from its kind: no list sizes or wraps a column of its own", () => {
    const columnFiles = files.filter((file) => /(-list|columns)\.tsx$/.test(basename(file)));
    expect(columnFiles.length).toBeGreaterThanOrEqual(18);
    expect(
      matching(
        columnFiles,
        /\b(min-w-(?!0\b)|max-w-|(?<![\w-])w-(px|\d)|whitespace-normal|break-all)|cellClassName/,
      ),
    ).toEqual([]);
  });

  it('the status is a column.status, not the row actions under a Status heading', () => {
    expect(matching(lists, /rowActions:\s*rowStatusSwitch/)).toEqual([]);
  });

  it("a form's on/off field is the kit's switch (SwitchFormField), not a checkbox of its own", () => {
    // (The columns dialog of lib/list ticks columns in a list of choices: not a status.)
    expect(matching(files, /type="checkbox"/)).toEqual([]);
  });
});

describe('figures and dialog forms: StatGrid, lib/form/dialog-form.tsx (docs/engineering.md#forms)', () => {
  it('a row of figures is a StatGrid, not Stats in a section of its own', () => {
    expect(matching(files, /<section\b[\s\S]*<Stat\b/)).toEqual([]);
  });

  it("a dialog's form is a DialogForm: no feature lays out a dialog's buttons under a form", () => {
    expect(matching(files, /<form\b[\s\S]*<DialogFooter\b/)).toEqual([]);
  });
});

describe('focus: the one ring of the UI kit (docs/engineering.md#focus)', () => {
  it('no control draws a focus style of its own or hides the ring', () => {
    // The ring is globals.css's :focus-visible; `outline-none` is left to the page's <main>, a
    // target of the skip link and of the focus after navigation, never a control.
    expect(matching(everywhere, /focus(-visible)?:(ring|outline|border-ring)/)).toEqual([]);
    expect(matching(everywhere, /\boutline-none\b/)).toEqual(['app/layouts/default-layout.tsx']);
  });
});

describe('texts: sentence case (docs/product.md#texts-the-dashboard-adds)', () => {
  it('buttons, links, badges and figures capitalise their first word only', () => {
    // Names keep their capital: the product (Expee), the currency (Rupiah), a page (Login).
    // Headings (an <h1>–<h6>, or a sign-in page's ArrivalHeading) are titles, in the brief's words.
    const NAMES = new Set(['Expee', 'Rupiah', 'Login']);
    // A text after a tag, a `label`, or a JSX text alone on its line.
    const texts = /(?:>\s*|label: '|^\s*)([A-Z][a-z]+(?: [A-Za-z]+)+)(?:\s*<|'|\s*$)/g;
    const capitalised = everywhere.flatMap((file) =>
      textOf(file)
        .replace(/<(h[1-6]|ArrivalHeading)\b[\s\S]*?<\/\1>/g, '')
        .split('\n')
        .flatMap((line) => [...line.matchAll(texts)].map((match) => match[1] ?? ''))
        .filter((text) =>
          text.split(' ').some((word, i) => i > 0 && /^[A-Z]/.test(word) && !NAMES.has(word)),
        )
        .map((text) => `${relative(srcDir, file)}: ${text}`),
    );
    expect(capitalised).toEqual([]);
  });
});

describe('icons: icon() of the UI kit', () => {
  it("an icon is drawn with icon(size, ...shapes), not in the kit's Icon frame by hand", () => {
    expect(matching(everywhere, /import \{[^}]*\bIcon\b[^}]*\} from '@backoffice\/ui'/)).toEqual(
      [],
    );
  });
});

describe("retries: the SDK client's one loop, the app's policy in lib/api-client.ts (docs/engineering.md#one-way-per-concern)", () => {
  // Every production source of the repository: the app's, its boot script, the packages' and
  // the mock's.
  const sources = [
    ...[
      'apps/dashboard/src',
      'apps/mock-server/src',
      ...['contract', 'sdk', 'ui', 'verify-api'].map((name) => `packages/${name}/src`),
    ]
      .flatMap((dir) => sourceFiles(join(repoDir, dir)))
      .filter((file) => !isTest(file) && !file.endsWith('.gen.ts')),
    join(repoDir, 'apps/dashboard/public/boot.js'),
  ];
  const inRepo = (pattern: RegExp) =>
    sources.filter((file) => pattern.test(textOf(file))).map((file) => relative(repoDir, file));
  /** A try inside a loop, or a catch that waits: the shape of a retry loop. */
  const loopOfTries =
    /\b(for|while)\s*\([^)]*\)\s*\{\s*(\/\/[^\n]*\n\s*)*try\s*\{|\bcatch\b[^{]*\{[^}]*\b(setTimeout|sleep|pause|delay)\(/;

  it('knows a retry loop when it sees one (the one lib/read-retry.ts had)', () => {
    expect(sources.length).toBeGreaterThanOrEqual(300);
    const removed =
      'for (let failures = 1; ; failures += 1) {\n    try {\n      return await read();';
    expect(loopOfTries.test(removed)).toBe(true);
    expect(loopOfTries.test('} catch (error) {\n  await pause(wait, signal);')).toBe(true);
  });

  it('no second loop: only the SDK client waits between tries, by its retryDelay', () => {
    expect(inRepo(loopOfTries)).toEqual([]);
    expect(inRepo(/\bretryDelay\(|\bRetry-After\b/i).sort()).toEqual([
      'packages/sdk/src/client.ts',
      'packages/sdk/src/retry.ts',
      'packages/sdk/src/types.ts',
    ]);
  });

  it("the app sets its policy once: no query retries of TanStack's, nor a fetch wrapped in one", () => {
    expect(
      matching(everywhere, /\bretry(Delay)?: (?!false\b)|\bbehavior:|\bonFetch\b/).sort(),
    ).toEqual([
      'lib/api-client.ts',
      // The error state's button that asks again, not a retry option.
      'lib/list/use-described-list.ts',
    ]);
  });
});
