/** A generated screen's route (docs/adding-a-screen.md): its guard, from x-roles, and its entry. */
import ts from 'typescript';
import { quote } from '../../../../packages/sdk/scripts/contract.mjs';
import { edit, substitute, templateText } from './template.mjs';

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
 * The demo role a screen's test and the benchmarks sign in as: the first the guard lets in, in
 * the browser tables' order (A, P, M: e2e/route-table.ts); null for a guest or public route.
 */
export const roleFor = (access) =>
  access === 'signed-in'
    ? 'A'
    : (Object.keys(ACCESS_OF_ROLE).find((role) => ACCESS_OF_ROLE[role] === access) ?? null);

/** The route table's entry of a screen, from template/route.ts; a form's has no queries or list. */
export function routeEntrySource({ route, title, access, names, list }) {
  const entry = edit(templateText('route.ts'), (node, source) => {
    if (list) return undefined;
    if (ts.isObjectLiteralExpression(node) && ts.isCallExpression(node.parent)) return null;
    return ts.isPropertyAssignment(node) && node.name.getText(source) === 'list' ? null : undefined;
  });
  return substitute(`${entry.slice(entry.indexOf('= {') + 2, entry.lastIndexOf('}') + 1)},`, [
    [/'\.\//g, `'@/features/${names.feature}/`],
    [/'\/template'/g, quote(route)],
    [/'TITLE'/g, quote(title)],
    [/'admin'/g, `'${access}'`],
    [/template-page/g, `${names.base}-${list ? '' : 'form-'}page`],
    [/TemplatePage/g, `${names.Base}${list ? '' : 'Form'}Page`],
    [/template-list-query/g, `${names.base}-list-query`],
  ]);
}
