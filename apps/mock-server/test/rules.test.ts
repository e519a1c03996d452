import { beforeEach, describe, expect, it } from 'vitest';
import { applies } from '../src/control/rule';
import { MAX_RULES } from '../src/control/scope-controls';
import { DEMO_PARTNER_ID } from '../src/db/seed/partner/partners';
import { db } from '../src/db/store';
import { reset } from '../src/node';
import { call, findOperation, login, messageOf } from './support/api';
import { addRule, listRules, logEntries, refusal } from './support/controls';

beforeEach(() => reset());

const PARTNERS = '/v1/partner_master/getall';
const SERVER_ERROR = 'Terjadi kesalahan pada server. Silakan coba lagi.';

async function partnerList(token: string): Promise<Response> {
  return call('GET', `${PARTNERS}?page=1`, { token });
}

/** The ids of two referral codes of the demo partner, the rows of a bulk action. */
function ownCodes(): [number, number] {
  const [first, second] = db.referralCodes.filter(
    (code) => code.partner_id === DEMO_PARTNER_ID.partner,
  );
  if (first === undefined || second === undefined) throw new Error('the partner has no 2 codes');
  return [first.id, second.id];
}

function setCodeStatus(id: number, token: string): Promise<Response> {
  return call('PUT', `/v1/partner/activedeactive/${id}`, { token, json: { rowstatus: 0 } });
}

describe('POST /__mock/rules: effects', () => {
  it('answers the status with the words of that error, for that operation only', async () => {
    const token = await login('A');
    const rule = await addRule({ operationId: 'listPartners', status: 503 });
    expect(rule).toEqual({ id: rule.id, operationId: 'listPartners', status: 503, hits: 0 });

    const failed = await partnerList(token);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: SERVER_ERROR });
    expect((await call('GET', '/v1/admindata/allusers', { token })).status).toBe(200);

    await addRule({ operationId: 'getPartnerById', status: 404 });
    const missing = await call('GET', '/v1/partner_master/getbyid/1', { token });
    expect(missing.status).toBe(404);
    expect(await messageOf(missing)).toBe('Data tidak ditemukan.');
  });

  it('adds delayMs before the handler’s own answer', async () => {
    const token = await login('A');
    await addRule({ operationId: 'listPartners', delayMs: 150 });
    const started = performance.now();
    const response = await partnerList(token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(response.status).toBe(200);
  });

  it('drops the connection: a network error instead of an answer', async () => {
    const token = await login('A');
    await addRule({ operationId: 'listPartners', drop: true });
    const response = await partnerList(token);
    expect(response.type).toBe('error');
    expect(response.status).toBe(0);
  });

  it('hangs until the caller gives up', async () => {
    const token = await login('A');
    await addRule({ operationId: 'listPartners', hang: true });
    const caller = new AbortController();
    let settled = false;
    const hanging = call('GET', `${PARTNERS}?page=1`, { token, signal: caller.signal }).then(
      (response) => {
        settled = true;
        return response;
      },
    );
    // Another call goes all the way through the mock meanwhile; the hanging one is still open.
    expect((await call('GET', '/v1/admindata/allusers', { token })).status).toBe(200);
    expect((await listRules())[0]?.hits).toBe(1);
    expect(settled).toBe(false);

    caller.abort();
    expect((await hanging).type).toBe('error');
    expect((await logEntries())[0]).toMatchObject({
      operationId: 'listPartners',
      status: null,
      reason: 'No answer; the client gave up',
    });
  });

  it('answers a paged list with no rows for empty, the meta counting none', async () => {
    const token = await login('A');
    await addRule({ operationId: 'listPartners', empty: true });
    const response = await call('GET', `${PARTNERS}?page=2`, { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: [],
      meta: { page: 2, totalpage: 0, totaldata: 0, totalDataOnPage: 0, totalActive: 0 },
    });
  });
});

describe('POST /__mock/rules: which calls a rule acts on', () => {
  it('acts on the next `times` calls, then removes itself', async () => {
    const token = await login('A');
    const rule = await addRule({ operationId: 'listPartners', status: 500, times: 2 });
    expect(rule).toMatchObject({ times: 2, remaining: 2, hits: 0 });

    expect((await partnerList(token)).status).toBe(500);
    expect(await listRules()).toEqual([{ ...rule, remaining: 1, hits: 1 }]);
    expect((await partnerList(token)).status).toBe(500);
    expect(await listRules()).toEqual([]);
    expect((await partnerList(token)).status).toBe(200);
  });

  it('with a role, acts on that role’s calls only (the role as the login answers it)', async () => {
    await addRule({ operationId: 'getOwnPartnerProfile', role: 'P', status: 500 });
    const path = '/v1/partner_master/getbyid';
    expect((await call('GET', path, { token: await login('P') })).status).toBe(500);
    expect((await call('GET', path, { token: await login('A') })).status).toBe(200);
    expect((await call('GET', path, { token: await login('A,P') })).status).toBe(200);
  });

  it('with match, acts on the calls for those rows only: path, query or body field', async () => {
    const partner = await login('P');
    const [failing, working] = ownCodes();
    await addRule({
      operationId: 'setReferralCodeStatus',
      status: 500,
      match: { id: [failing, 999] },
    });
    expect((await setCodeStatus(failing, partner)).status).toBe(500);
    expect((await setCodeStatus(working, partner)).status).toBe(200);

    const admin = await login('A');
    const [user, otherUser] = db.users;
    await addRule({
      operationId: 'toggleUserActive',
      status: 409,
      match: { id: String(user?.id) },
    });
    const toggle = (id: number | undefined) =>
      call('GET', `/v1/admindata/setuseractive?id=${id}`, { token: admin });
    expect((await toggle(user?.id)).status).toBe(409);
    expect((await toggle(otherUser?.id)).status).toBe(200);

    const [project, otherProject] = db.projects;
    await addRule({ operationId: 'setProjectRowStatus', drop: true, match: { id: project?.id } });
    const setStatus = (id: number | undefined) =>
      call('PUT', '/v1/admindata/updateprojectjobstatus', {
        token: admin,
        json: { id, rowStatus: 0 },
      });
    expect((await setStatus(project?.id)).type).toBe('error');
    expect((await setStatus(otherProject?.id)).status).toBe(200);
  });

  it('sums the delays of every rule that applies; the first other effect decides', async () => {
    const token = await login('A');
    const slow = await addRule({ operationId: 'listPartners', delayMs: 60 });
    const slower = await addRule({ operationId: 'listPartners', delayMs: 60 });
    const failing = await addRule({ operationId: 'listPartners', status: 502, times: 1 });
    const later = await addRule({ operationId: 'listPartners', status: 504, times: 1 });

    const started = performance.now();
    const response = await partnerList(token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(response.status).toBe(502);
    expect((await logEntries())[0]?.rules).toEqual([slow.id, slower.id, failing.id]);
    // The later status rule did not act: it keeps its call for the next one.
    expect(await listRules()).toEqual([{ ...slow, hits: 1 }, { ...slower, hits: 1 }, later]);
    expect((await partnerList(token)).status).toBe(504);
  });

  it('does not act on a call the contract refuses: that call keeps its 401 or 400', async () => {
    await addRule({ operationId: 'listPartners', status: 503 });
    expect((await call('GET', PARTNERS)).status).toBe(401);
    expect((await call('GET', `${PARTNERS}?page=0`, { token: await login('A') })).status).toBe(400);
    expect((await listRules())[0]?.hits).toBe(0);
  });
});

describe('match, on the values the pipeline validated', () => {
  const operation = findOperation('listPartners', (op) => op.operationId === 'listPartners');
  const rule = { operationId: 'listPartners', match: { ids: [3, '5'] }, drop: true } as const;
  const callWith = (body: unknown) => ({
    operation,
    role: 'A',
    input: { path: {}, query: {}, body },
  });

  it('compares as text, and a list field matches when any of its items does', () => {
    expect(applies(rule, callWith({ ids: 5 }))).toBe(true);
    expect(applies(rule, callWith({ ids: [1, 3] }))).toBe(true);
    expect(applies(rule, callWith({ ids: [1, 2] }))).toBe(false);
    expect(applies(rule, callWith({ ids: null }))).toBe(false);
    expect(applies(rule, callWith(undefined))).toBe(false);
  });
});

describe('GET and DELETE /__mock/rules', () => {
  it('lists the rules in order, removes one by id, then all; ids are not reused', async () => {
    const first = await addRule({ operationId: 'listPartners', status: 503 });
    const second = await addRule({
      operationId: 'setReferralCodeStatus',
      role: 'P',
      match: { id: [3, 5] },
      hang: true,
    });
    expect(second).toEqual({
      id: first.id + 1,
      operationId: 'setReferralCodeStatus',
      role: 'P',
      match: { id: [3, 5] },
      hang: true,
      hits: 0,
    });
    expect(await listRules()).toEqual([first, second]);

    const removed = await call('DELETE', `/__mock/rules/${first.id}`);
    expect(removed.status).toBe(204);
    expect(await listRules()).toEqual([second]);
    const again = await call('DELETE', `/__mock/rules/${first.id}`);
    expect(await refusal(again)).toEqual({
      status: 404,
      body: { message: `No rule ${first.id}; GET /__mock/rules lists them` },
    });

    expect((await call('DELETE', '/__mock/rules')).status).toBe(204);
    expect(await listRules()).toEqual([]);
    expect((await addRule({ operationId: 'listPartners', drop: true })).id).toBe(second.id + 1);
  });

  it('is emptied by POST /__mock/reset, with the request log', async () => {
    const token = await login('A');
    await addRule({ operationId: 'listPartners', status: 503 });
    await partnerList(token);
    expect((await logEntries())[0]).toMatchObject({ operationId: 'listPartners', status: 503 });
    expect((await call('POST', '/__mock/reset')).status).toBe(200);
    expect(await listRules()).toEqual([]);
    expect(await logEntries()).toEqual([]);
    expect((await partnerList(token)).status).toBe(200);
  });

  it(`holds at most ${MAX_RULES} rules`, async () => {
    for (let i = 0; i < MAX_RULES; i++) await addRule({ operationId: 'listPartners', delayMs: 1 });
    const refused = await call('POST', '/__mock/rules', {
      json: { operationId: 'listPartners', delayMs: 1 },
    });
    expect(await refusal(refused)).toEqual({
      status: 409,
      body: { message: `At most ${MAX_RULES} rules; DELETE /__mock/rules/{id} removes one` },
    });
  });
});

describe('POST /__mock/rules: what it refuses, and why', () => {
  const cases: [string, unknown, string][] = [
    [
      'not JSON',
      '{"operationId":',
      'The body must be a JSON object, such as {"operationId":"listPartners","status":503}',
    ],
    [
      'an array',
      [],
      'The body must be a JSON object, such as {"operationId":"listPartners","status":503}',
    ],
    ['no operation', { status: 503 }, 'operationId: is required'],
    [
      'an unknown operation',
      { operationId: 'listPartner', status: 503 },
      'operationId: "listPartner" is not an operation of the contract',
    ],
    [
      'an unknown field',
      { operationId: 'listPartners', status: 503, count: 2 },
      'unknown field "count"; a rule has operationId, role, match, times and one of status, delayMs, drop, hang, empty',
    ],
    [
      'no effect',
      { operationId: 'listPartners' },
      'a rule needs one effect: status, delayMs, drop, hang, empty',
    ],
    [
      'two effects',
      { operationId: 'listPartners', status: 503, delayMs: 100 },
      'a rule has one effect, not status and delayMs',
    ],
    [
      'a success status',
      { operationId: 'listPartners', status: 200 },
      'status: must be an HTTP error status from 400 to 599',
    ],
    [
      'a delay out of range',
      { operationId: 'listPartners', delayMs: 60001 },
      'delayMs: must be an integer from 1 to 60000',
    ],
    ['drop: false', { operationId: 'listPartners', drop: false }, 'drop: must be true'],
    ['hang: "yes"', { operationId: 'listPartners', hang: 'yes' }, 'hang: must be true'],
    [
      'empty on a figure',
      { operationId: 'getAdminDashboard', empty: true },
      'empty: getAdminDashboard is not a paged list',
    ],
    [
      'times 0',
      { operationId: 'listPartners', status: 503, times: 0 },
      'times: must be an integer of at least 1',
    ],
    [
      'an unknown role',
      { operationId: 'listPartners', status: 503, role: 'X' },
      'role: must be one of A, P, M, A,P',
    ],
    [
      'a role that cannot call it',
      { operationId: 'listPartners', status: 503, role: 'M' },
      'role: M cannot call listPartners (x-roles: A)',
    ],
    [
      'a role on a public operation',
      { operationId: 'login', status: 503, role: 'A' },
      'role: login is public: its calls carry no role',
    ],
    [
      'an empty match',
      { operationId: 'listPartners', status: 503, match: {} },
      'match: must be an object of field names to values, such as {"id":[3,5]}',
    ],
    [
      'a match field it does not have',
      { operationId: 'setReferralCodeStatus', status: 503, match: { idd: 3 } },
      'match.idd: not a parameter or body field of setReferralCodeStatus; it has id, rowstatus',
    ],
    [
      'a match field on an operation without any',
      { operationId: 'getAdminDashboard', status: 503, match: { id: 3 } },
      'match.id: not a parameter or body field of getAdminDashboard; it has start_date, end_date',
    ],
    [
      'an empty match list',
      { operationId: 'setReferralCodeStatus', status: 503, match: { id: [] } },
      'match.id: must be a value or a non-empty list of values (strings, numbers or booleans)',
    ],
    [
      'an object as a match value',
      { operationId: 'setReferralCodeStatus', status: 503, match: { id: [{ id: 3 }] } },
      'match.id: must be a value or a non-empty list of values (strings, numbers or booleans)',
    ],
  ];

  it.each(cases)('refuses %s with 400', async (_, body, message) => {
    const response = await call('POST', '/__mock/rules', {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(await refusal(response)).toEqual({ status: 400, body: { message } });
    expect(await listRules()).toEqual([]);
  });

  it('names the controls for one it does not have', async () => {
    const response = await call('PATCH', '/__mock/rules');
    expect(await refusal(response)).toEqual({
      status: 404,
      body: {
        message:
          'No mock control PATCH /__mock/rules; the controls are POST /__mock/reset, POST /__mock/grow, GET|POST|DELETE /__mock/rules, DELETE /__mock/rules/{id}, GET /__mock/log, GET|PUT /__mock/scenario',
      },
    });
  });
});

describe('CORS of the control API', () => {
  it('lets the dashboard’s dev origin add and remove rules', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await call('OPTIONS', '/__mock/rules', {
      headers: {
        origin,
        'access-control-request-method': 'DELETE',
        'access-control-request-headers': 'content-type, x-mock-scope',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    const added = await call('POST', '/__mock/rules', {
      json: { operationId: 'listPartners', status: 503 },
      headers: { origin },
    });
    expect(added.status).toBe(201);
    expect(added.headers.get('access-control-allow-origin')).toBe(origin);
  });
});
