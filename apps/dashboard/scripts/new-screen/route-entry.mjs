/**
 * A generated screen's place in the app (docs/adding-a-screen.md): who opens its route (from the
 * operation's x-roles) and the route table's entry. The browser specs read the route table, so
 * the route is all they need (e2e/route-table.ts).
 */
import ts from 'typescript';
import { quote } from './names.mjs';
import { edit, property, substitute, templateText } from './template.mjs';

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

/**
 * The demo role a screen's test and the benchmarks sign in as: the first its route's guard lets
 * in, in the order the browser tables pick theirs (A, P, M: e2e/route-table.ts), so all read the
 * same rows; null (signed out) for a guest or public route.
 */
export const roleFor = (access) =>
  access === 'signed-in'
    ? 'A'
    : (Object.keys(ACCESS_OF_ROLE).find((role) => ACCESS_OF_ROLE[role] === access) ?? null);

/**
 * The route table's entry (src/app/routes.ts) of a screen (`names`), from template/route.ts: a
 * list's page and first queries, or (not `list`) a form's page alone.
 */
export function routeEntrySource({ route, title, access, names, list }) {
  const entry = edit(templateText('route.ts'), (node, source) => {
    if (list) return undefined;
    if (ts.isObjectLiteralExpression(node) && ts.isCallExpression(node.parent)) return null;
    return property('list', () => null)(node, source);
  });
  return substitute(`${entry.slice(entry.indexOf('= {') + 2, entry.lastIndexOf('}') + 1)},`, [
    [/'\.\//g, `'@/features/${names.feature}/`],
    [/'\/template'/g, quote(route)],
    [/'TITLE'/g, quote(title)],
    [/'admin'/g, `'${access}'`],
    [/template-page/g, `${names.base}-${list ? '' : 'form-'}page`],
    [/TemplatePage/g, `${names.Base}${list ? '' : 'Form'}Page`],
    [/template-list-query/g, `${names.base}-list-query`],
    [/templatePageQueries/g, `${names.camelBase}PageQueries`],
  ]);
}

/**
 * `text` with `entry` added as the last element of the array literal that initialises the
 * variable `name` (`ROUTE_ENTRIES`): found in the syntax tree, not by spelling.
 */
export function appendToArray(text, name, entry) {
  let found = false;
  const added = edit(text, (node, source) => {
    if (!ts.isVariableDeclaration(node) || node.name.getText(source) !== name) return undefined;
    let array = node.initializer;
    while (array && (ts.isAsExpression(array) || ts.isSatisfiesExpression(array))) {
      array = array.expression;
    }
    if (!array || !ts.isArrayLiteralExpression(array)) return undefined;
    found = true;
    const before = text.slice(node.getStart(source), array.getEnd() - 1).trimEnd();
    const comma = before.endsWith(',') || before.endsWith('[') ? '' : ',';
    return `${before}${comma}\n${entry}\n${text.slice(array.getEnd() - 1, node.getEnd())}`;
  });
  if (!found) throw new Error(`no array named ${name}`);
  return added;
}
