import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type BaseRole,
  type OperationMeta,
  operationMeta,
  type PagedOperationId,
  pagedOperations,
  type Role,
} from '@backoffice/sdk';
import { canAccess } from '@/lib/access';
import { parseRoles } from '@/lib/roles';
import { fakeSession } from '../../test/fake-session';
import { readRouteFacts } from '../../test/route-facts';
import { type AppRoute, ROUTES } from './routes';

const ROLES: readonly Role[] = ['A', 'P', 'M', 'A,P'];
const featuresDir = resolve(__dirname, '../features');
const OPERATIONS: Readonly<Record<string, OperationMeta>> = operationMeta;
/** What each built route's page is made of, read from its modules. */
const FACTS = await readRouteFacts();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// The two ways a screen calls the API: the SDK's hooks and downloads (`api.useQuery('get',
// '/v1/…')`) and the plain client (`apiClient.POST('/v1/…')`).
const HOOK_CALL = /'(get|post|put|delete|patch)',\s*'(\/v1\/[^']*)'/g;
const CLIENT_CALL = /\.(GET|POST|PUT|DELETE|PATCH)\(\s*'(\/v1\/[^']*)'/g;
// A file download (`apiClient.download('/v1/…')`) is a GET.
const DOWNLOAD_CALL = /\.download\(\s*'(\/v1\/[^']*)'/g;
// The list kit names a paged operation by its id (`describeList({ operation: 'listPartners' })`).
const QUOTED = /'(\w+)'/g;
const isPaged = (name: string): name is PagedOperationId => Object.hasOwn(pagedOperations, name);

/** "METHOD /v1/path" of every API call in a feature's code, read from its source. */
function callsOf(feature: string): string[] {
  return sourceFiles(join(featuresDir, feature)).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const calls = [
      ...[...text.matchAll(HOOK_CALL), ...text.matchAll(CLIENT_CALL)].map(
        ([, method = '', path]) => `${method.toUpperCase()} ${path}`,
      ),
      ...[...text.matchAll(DOWNLOAD_CALL)].map(([, path]) => `GET ${path}`),
    ];
    const listed = [...new Set([...text.matchAll(QUOTED)].map(([, name = '']) => name))]
      .filter(isPaged)
      .map((id) => `GET ${pagedOperations[id].path}`);
    // A call written another way would escape the check below: make the reader extend it.
    const paths = text.match(/'\/v1\/[^']*'/g) ?? [];
    if (paths.length !== calls.length) {
      throw new Error(`${file}: ${paths.length} API paths but ${calls.length} recognised calls`);
    }
    return [...calls, ...listed];
  });
}

/** The features a session meets on the route: a signed-out one may meet any of them. */
function featuresFor(route: AppRoute, role: Role | null): string[] {
  const feature = FACTS.get(route.path)?.features;
  if (feature === undefined) return [];
  if (typeof feature === 'string') return [feature];
  return role === null ? Object.values(feature) : [feature[role]];
}

function mayCall(operation: OperationMeta, roles: readonly BaseRole[]): boolean {
  return operation.public || operation.roles.some((role) => roles.includes(role));
}

describe('route access agrees with the contract', () => {
  it('reads the calls of a feature from its code, hooks and plain client alike', () => {
    expect(callsOf('admin-dashboard')).toEqual(['GET /v1/admindata/dashboard']);
    expect(callsOf('referral').sort()).toEqual([
      'GET /v1/partner_master/getalldata',
      'POST /v1/partner/create',
      'PUT /v1/partner/activedeactive/{id}',
    ]);
    expect(callsOf('auth')).toEqual(['POST /v1/partner_master/login']);
    expect(callsOf('vouchers')).toContain('GET /v1/merchant/export_redeem');
    // A described list names its operation by id.
    expect(callsOf('partners')).toContain('GET /v1/partner_master/getall');
  });

  it('finds the feature folder of every page, and of no other', () => {
    expect([...FACTS.keys()]).toEqual(ROUTES.map((route) => route.path));
    expect(FACTS.get('/users')?.features).toBe('users');
    expect(FACTS.get('/edit')?.features).toEqual({
      A: 'profile',
      P: 'profile',
      'A,P': 'profile',
      M: 'merchant-profile',
    });
  });

  it('lets every role that may open a page call each operation the page calls (x-roles)', () => {
    const refused: string[] = [];
    for (const route of ROUTES) {
      for (const role of [...ROLES, null]) {
        if (!canAccess(route.access, fakeSession(role))) continue;
        for (const call of featuresFor(route, role).flatMap(callsOf)) {
          const operation = OPERATIONS[call];
          if (operation === undefined)
            refused.push(`${route.path}: ${call} is not in the contract`);
          else if (!mayCall(operation, parseRoles(role))) {
            refused.push(
              `${route.path} (${role ?? 'signed out'}): ${call} is for ${operation.roles}`,
            );
          }
        }
      }
    }
    expect(refused).toEqual([]);
  });
});

describe('list screens', () => {
  it('ask for their first rows together with their code', () => {
    const lists = ROUTES.filter((route) => route.list !== undefined);
    expect(lists.length).toBeGreaterThan(0);
    const withoutQueries = lists.filter((route) => !FACTS.get(route.path)?.hasQueries);
    expect(withoutQueries.map((route) => route.path)).toEqual([]);
  });
});
