import { type AppRoute, ROUTES } from '../src/app/routes';
import { canAccess } from '../src/lib/access';
import { fakeSession } from '../test/fake-session';
import { DEMO_ROLES, type DemoRole } from './fixtures';

// The browser tables read the route table (src/app/routes.ts), so a screen added there is
// opened, exported, measured and guarded with no spec to edit (docs/adding-a-screen.md).

/** Whether `role` may open `route`, by the guard's own rule (src/lib/access.ts). */
export const mayOpen = (route: AppRoute, role: DemoRole) =>
  canAccess(route.access, fakeSession(role));

/** The first demo role that may open `route`: the one its table cases sign in as. */
function firstRoleOf(route: AppRoute): DemoRole {
  const role = DEMO_ROLES.find((who) => mayOpen(route, who));
  if (role === undefined) throw new Error(`${route.path}: no demo role may open it`);
  return role;
}

/** The list screens of the table (`list:`), each with the role its cases sign in as. */
export const LIST_ROUTES: readonly { route: AppRoute; role: DemoRole }[] = ROUTES.filter(
  (route) => route.list !== undefined,
).map((route) => ({ route, role: firstRoleOf(route) }));
