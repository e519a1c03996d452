import { isWrite } from '@backoffice/contract';
import { loadContract } from '@backoffice/contract/load';
import {
  credentialsFrom,
  formatJunit,
  formatReport,
  type Violation,
  verifyApi,
} from '@backoffice/verify-api';
import { getResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers, db, reset } from '../src/node';

// The mock in this process (msw answers the fetches of the run), so each test can make one
// operation answer wrongly and see the run report it. A run is some 400 calls: seconds on a
// busy machine, hence RUN_MS.
const RUN_MS = 30_000;
const BASE = 'http://verify.test';
const mockHandlers = createHandlers();
const server = setupServer(...mockHandlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  reset();
});
afterAll(() => server.close());

const run = (writes = false) =>
  verifyApi({
    baseUrl: BASE,
    credentials: credentialsFrom({}),
    writes,
    ratePerSecond: 100_000,
    concurrency: 4,
    timeoutMs: 10_000,
    budgetMs: 1000,
    contract: loadContract(),
  });

type Json = { [key: string]: unknown };

/**
 * A handler answering what the mock answers, after `spoil` has changed the body of its 2xx
 * answers (its refusals pass as they are).
 */
function spoiled(spoil: (body: Json) => void) {
  return async ({ request }: { request: Request }) => {
    const response = await getResponse(mockHandlers, request);
    if (response === undefined) throw new Error(`the mock did not answer ${request.url}`);
    const body = (await response.json()) as Json;
    if (response.ok) spoil(body);
    return Response.json(body, { status: response.status });
  };
}

function rowsOf(body: Json): Json[] {
  return body.data as Json[];
}

/** The violations of one operation, without the request line (its ids depend on the seed). */
function about(violations: readonly Violation[], operationId: string) {
  return violations
    .filter((v) => v.operationId === operationId)
    .map(({ role, at, rule, message }) => ({ role, at, rule, message }));
}

describe('verify:api against the mock', () => {
  it(
    'finds nothing wrong with the mock, and the read-only run calls only reads',
    async () => {
      const { ledger } = await run();
      expect(ledger.violations).toEqual([]);
      expect(ledger.skipped).toEqual([]);
      const contract = loadContract();
      const writes = ledger.calls
        .map((call) => contract.operations.find((op) => op.operationId === call.operationId))
        .filter((op) => op !== undefined && op.operationId !== 'login' && isWrite(op));
      expect(writes).toEqual([]);
      // Every GET of the contract that changes nothing, for every role, and without a token.
      const reads = contract.operations.filter((op) => op.method === 'GET' && !isWrite(op));
      expect(new Set(ledger.calls.map((c) => c.operationId))).toEqual(
        new Set(['login', ...reads.map((op) => op.operationId)]),
      );
    },
    RUN_MS,
  );
});

describe('wrong answers are reported with their operation, the place in the body and the rule', () => {
  // One run with every fault at once: each test reads what it reported about its operation.
  let found: Awaited<ReturnType<typeof run>>;
  beforeAll(async () => {
    server.use(
      // Two problems in every row: a missing field and a field of the wrong type.
      http.get(
        `${BASE}/v1/partner_master/getall`,
        spoiled((body) => {
          for (const row of rowsOf(body)) {
            delete row.email;
            row.rowstatus = String(row.rowstatus);
          }
        }),
      ),
      // A field of the wrong type.
      http.get(
        `${BASE}/v1/admindata/allpromos`,
        spoiled((body) => {
          const row = rowsOf(body)[1];
          if (row !== undefined) row.quota = String(row.quota);
        }),
      ),
      // A page count that disagrees with the rows.
      http.get(
        `${BASE}/v1/admindata/getallsurvey`,
        spoiled((body) => {
          (body.meta as { totalpage: number }).totalpage += 1;
        }),
      ),
      // The admin's figures, whoever asks.
      http.get(`${BASE}/v1/admindata/dashboard`, async ({ request }) => {
        const signIn = await fetch(`${BASE}/v1/partner_master/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@backoffice.test', password: 'password123' }),
        });
        const { data } = (await signIn.json()) as { data: { token: string } };
        const asAdmin = new Request(request.url, {
          headers: { authorization: `Bearer ${data.token}` },
        });
        return (await getResponse(mockHandlers, asAdmin)) ?? Response.error();
      }),
    );
    // A status the contract does not declare, forced by a rule of the mock's control API.
    const rule = await fetch(`${BASE}/__mock/rules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationId: 'listBanks', role: 'M', status: 500 }),
    });
    expect(rule.status).toBe(201);
    found = await run();
  }, RUN_MS);

  it('every problem of an answer, not the first: a missing field and a field of the wrong type', () => {
    const partners = about(found.ledger.violations, 'listPartners');
    const firstRow = partners.filter((v) => v.role === 'A' && v.at.startsWith('/data/0/'));
    expect([...new Set(firstRow.map((v) => JSON.stringify(v)))].map((v) => JSON.parse(v))).toEqual([
      {
        role: 'A',
        at: '/data/0/email',
        rule: 'required at #/components/schemas/Partner/required',
        message: "must have required property 'email'",
      },
      {
        role: 'A',
        at: '/data/0/rowstatus',
        rule: 'type at #/components/schemas/Partner/properties/rowstatus/type',
        message: 'must be integer',
      },
      {
        role: 'A',
        at: '/data/0/rowstatus',
        rule: 'enum at #/components/schemas/Partner/properties/rowstatus/enum',
        message: 'must be equal to one of the allowed values',
      },
    ]);
    // Every row, not only the first.
    expect(partners).toContainEqual({
      role: 'A',
      at: '/data/1/email',
      rule: 'required at #/components/schemas/Partner/required',
      message: "must have required property 'email'",
    });
  });

  it('a field of the wrong type', () => {
    expect(about(found.ledger.violations, 'listPromos')).toContainEqual({
      role: 'A',
      at: '/data/1/quota',
      rule: 'type at #/components/schemas/Promo/properties/quota/type',
      message: 'must be integer',
    });
  });

  it('a status the contract does not declare', () => {
    expect(about(found.ledger.violations, 'listBanks')).toEqual([
      {
        role: 'M',
        at: '',
        rule: 'responses: 200, 401, 403',
        message: 'answered 500, a status the contract does not declare',
      },
    ]);
  });

  it("a paged list's meta that disagrees with its rows", () => {
    expect(about(found.ledger.violations, 'listSurveys')).toContainEqual({
      role: 'A',
      at: '/meta/totalpage',
      rule: 'totalpage = ⌈totaldata / limit⌉ (#/components/schemas/PageMeta)',
      message: expect.stringMatching(/^totalpage \d+ for \d+ rows of 15$/),
    });
  });

  it('a role x-roles leaves out, let in', () => {
    expect(about(found.ledger.violations, 'getAdminDashboard')).toContainEqual({
      role: 'P',
      at: '',
      rule: 'x-roles: A',
      message: 'answered 200 to role P, which it must refuse (401 or 403)',
    });
  });

  it('no other operation is blamed', () => {
    expect(new Set(found.ledger.violations.map((v) => v.operationId))).toEqual(
      new Set(['listPartners', 'listPromos', 'listBanks', 'listSurveys', 'getAdminDashboard']),
    );
  });

  it('the table and the JUnit report name the operation, the place and the rule', () => {
    const report = formatReport(found.ledger, found.summary);
    expect(report).toMatch(
      /^listPartners +none A P M A,P +\d+ +\d+ +\d+ ms {2}\d+ violation\(s\)$/m,
    );
    expect(report).toContain(
      "    at /data/0/email: must have required property 'email'\n    rule: required at #/components/schemas/Partner/required",
    );
    expect(formatJunit(found.ledger, found.summary)).toContain(
      `<failure message="/data/0/email: must have required property 'email'" type="required at #/components/schemas/Partner/required">`,
    );
  });
});

describe('verify:api --writes against the mock', () => {
  it(
    'runs every journey, finds nothing wrong and leaves no record behind',
    async () => {
      const tables = () => ({
        promos: db.promos.length,
        surveys: db.surveys.length,
        vouchers: db.vouchers.length,
        events: db.events.length,
        users: db.users.filter((u) => u.active).length,
        merchants: db.merchants.filter((m) => m.aktif).length,
        projects: db.projects.filter((p) => p.rowStatus === 1).length,
        codes: db.referralCodes.filter((c) => c.rowstatus === 1).length,
      });
      const before = tables();
      const { ledger } = await run(true);
      expect(ledger.violations).toEqual([]);
      expect(ledger.journeys.map((j) => j.resource)).toEqual([
        'promo',
        'survey',
        'voucher',
        'event',
        'user active flag',
        'merchant active flag',
        'project row status',
        'referral code status',
      ]);
      // What the journeys made was deleted, what they flipped was flipped back.
      expect(tables()).toEqual(before);
    },
    RUN_MS,
  );
});
