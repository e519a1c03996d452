/**
 * A generated screen's place in the app and in the browser suite (docs/adding-a-screen.md): who
 * opens its route (from the operation's x-roles), the route table's entry, the entries added to
 * the suite's hand-kept lists (admin guards, list layout) and the screen's browser journey.
 */
import ts from 'typescript';
import { quote } from './names.mjs';

const ACCESS_OF_ROLE = { A: 'admin', P: 'partner', M: 'merchant' };

/**
 * The route's guard from the base roles that may call its operation: every role → `signed-in`,
 * else the first role's guard (`[A, P]` → `admin`: an admin route, a partner may not open it).
 */
export function accessOf(roles) {
  if (roles.length === 0 || ['A', 'P', 'M'].every((role) => roles.includes(role))) {
    return 'signed-in';
  }
  return ACCESS_OF_ROLE[roles[0]];
}

/** The demo role a journey signs in as, and one the guard must turn away (null: none). */
export function rolesFor(access, roles) {
  switch (access) {
    case 'admin':
      return { allowed: 'A', refused: roles.includes('M') ? 'P' : 'M' };
    case 'partner':
      return { allowed: 'P', refused: 'M' };
    case 'merchant':
      return { allowed: 'M', refused: 'P' };
    default:
      return { allowed: roles[0] ?? 'A', refused: null };
  }
}

/**
 * The route table's entry (src/app/routes.ts), written as the table's other entries are; a page
 * without first queries (a form for a new record) has no `pageQueries`.
 */
export function routeEntrySource({ route, title, access, feature, page, pageQueries, list }) {
  const module = (name) => quote(`@/features/${feature}/${name}`);
  return [
    '{',
    `path: ${quote(route)},`,
    `title: ${quote(title)},`,
    `access: '${access}',`,
    "layout: 'default',",
    ...(pageQueries
      ? [
          `page: lazyPage(() => import(${module(page.module)}), ${quote(page.name)}, {`,
          `queries: () => import(${module('page-queries')}).then((m) => m.${pageQueries}),`,
          '}),',
        ]
      : [`page: lazyPage(() => import(${module(page.module)}), ${quote(page.name)}),`]),
    `feature: ${quote(feature)},`,
    ...(list ? ['list: { firstRow: DATA_TABLE_ROW },'] : []),
    '},',
  ].join('\n');
}

/**
 * `text` with `entry` added as the last element of the array literal that initialises the
 * variable `name` (`ROUTES`, `ADMIN_SCREENS`): found in the syntax tree, not by spelling.
 */
export function appendToArray(text, name, entry, fileName = 'file.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  let array;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name) {
      let value = node.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) {
        value = value.expression;
      }
      if (value && ts.isArrayLiteralExpression(value)) array = value;
    }
    if (array === undefined) ts.forEachChild(node, visit);
  };
  visit(source);
  if (array === undefined) throw new Error(`${fileName}: no array named ${name}`);
  const close = array.getEnd() - 1;
  const before = text.slice(0, close).trimEnd();
  const comma = before.endsWith(',') || before.endsWith('[') ? '' : ',';
  return `${before}${comma}\n${entry}\n${text.slice(close)}`;
}

/**
 * The screen's browser journey (e2e/<feature>.spec.ts): the allowed role reads the first page
 * as the API answers it, with the page's title and an axe scan; the guard case for a role that
 * may not open it, unless the admin guards' list holds it (`guardHere` false).
 */
export function journeySpec({
  route,
  title,
  operationId,
  path,
  rows,
  caption,
  roles,
  firstText,
  guardHere,
}) {
  const answerType = `{ ${rows}: PageRow<${quote(operationId)}>[]; meta: PageMeta }`;
  return [
    "import type { PageMeta, PageRow } from '@backoffice/sdk';",
    `import { ${guardHere ? 'ACCESS_DENIED, ' : ''}expect, test } from './fixtures';`,
    '',
    `// Read-only: ${route}, a list no journey changes.`,
    '',
    `test.describe('signed in as ${roles.allowed}', () => {`,
    `test.use({ signedInAs: ${quote(roles.allowed)} });`,
    '',
    "test('reads the first page as the API answers it', async ({ page, axe }) => {",
    `const answer = page.waitForResponse((response) => new URL(response.url()).pathname === ${quote(path)});`,
    `await page.goto(${quote(route)});`,
    `const { ${rows}: rows, meta } = (await (await answer).json()) as ${answerType};`,
    'const first = rows[0];',
    "if (first === undefined) throw new Error('the seed has no row for this list');",
    `await expect(page).toHaveTitle(${quote(`${title} - Dashboard`)});`,
    `await expect(page.getByRole('heading', { level: 1, name: ${quote(title)} })).toBeVisible();`,
    `const table = page.getByRole('table', { name: ${quote(caption)} });`,
    ...(firstText
      ? [`await expect(table.getByText(${firstText}, { exact: true }).first()).toBeVisible();`]
      : [
          'await expect(table.locator(\'[data-slot="data-table-row"]\')).toHaveCount(rows.length);',
        ]),
    'await expect(',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal of the spec it writes
    'page.getByText(`Menampilkan ${meta.totalDataOnPage} dari ${meta.totaldata} data`, { exact: true }),',
    ').toBeVisible();',
    `await axe(${quote(route)});`,
    '});',
    '});',
    ...(guardHere && roles.refused
      ? [
          '',
          `test.describe('signed in as ${roles.refused}', () => {`,
          `test.use({ signedInAs: ${quote(roles.refused)} });`,
          '',
          `test('may not open ${route}', async ({ page }) => {`,
          `await page.goto(${quote(route)});`,
          'await expect(page.getByText(ACCESS_DENIED, { exact: true })).toBeVisible();',
          "await expect(page).toHaveURL('/');",
          `await expect(page.getByRole('table', { name: ${quote(caption)} })).toHaveCount(0);`,
          '});',
          '});',
        ]
      : []),
    '',
  ].join('\n');
}
