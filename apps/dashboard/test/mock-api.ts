import { mockControl } from '@backoffice/mock-server/control';
import { server } from '@backoffice/mock-server/node';
import { type PagedOperationId, pagedOperations } from '@backoffice/sdk';
import { HttpResponse, http } from 'msw';
import { apiClient } from '@/lib/api';
import { apiBaseUrl } from '@/lib/api-base-url';
import type { QueryOf } from '@/lib/list/list-params';
import type { ListPageAnswer } from '@/lib/list/list-query';

/**
 * The mock API's msw server, in process. test/setup-mock-api.ts starts it for every jsdom file
 * and restores its seed after each test, removing the rules too.
 */
export { server };

/**
 * The mock's control API, typed (apps/mock-server/README.md, "Rules, scenarios and the request
 * log"): a test that needs a failing, slow or empty call sets a rule rather than writing a
 * handler, e.g. `await mock.addRule({ operationId: 'listPartners', status: 500 })`.
 */
export const mock = mockControl({ baseUrl: apiBaseUrl });

/**
 * Grows the mock's admin partner list to `partners` rows, the same rows every time
 * (apps/mock-server/README.md#a-large-list); the reset after each test takes them away.
 */
export async function growPartners(partners: number): Promise<void> {
  await mock.grow(partners);
}

/** `apiClient.GET` for a path chosen at run time, which openapi-fetch's types cannot follow. */
const getAny = apiClient.GET as unknown as (
  path: string,
  init: { params: { query: unknown } },
) => Promise<{ data?: Record<string, unknown> }>;

/**
 * One page of a paged operation as the mock answers it now, its rows under `data` whatever key
 * the answer uses (the surveys' `survey`), as a list reads it: what a list's test expects.
 */
export async function pageFromMock<Op extends PagedOperationId>(
  operation: Op,
  query = {} as QueryOf<Op>,
): Promise<ListPageAnswer<Op>> {
  const { path, rows } = pagedOperations[operation];
  const { data } = await getAny(path, { params: { query } });
  if (data === undefined) throw new Error(`the mock answered no page of ${operation}`);
  return { ...data, data: data[rows] } as ListPageAnswer<Op>;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * The mock answers the next `method` call to `path` with the error `message` (the API's shape:
 * `{ message }`), as a server that refuses it would; the calls after it reach the mock's handler.
 */
export function refuseOnce(method: Method, path: string, message: string, status = 400): void {
  server.use(http[method](path, () => HttpResponse.json({ message }, { status }), { once: true }));
}

/**
 * Holds the mock's answers to `method` calls to `path` until the test calls the function this
 * returns: the screen can be looked at while a call is pending (a switch flipped and locked) for
 * as long as the test needs, rather than for a guessed number of milliseconds. Then the held
 * calls go on to the mock's handler or, given a `refusal`, are refused with it (400 unless said).
 */
export function holdAnswers(
  method: Method,
  path: string,
  refusal?: { message: string; status?: number },
): () => void {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http[method](path, async () => {
      await answered;
      if (refusal === undefined) return undefined;
      return HttpResponse.json({ message: refusal.message }, { status: refusal.status ?? 400 });
    }),
  );
  return answer;
}

/** Counts the `method` calls whose path ends with `pathEnd` that reach the mock from now on. */
export function countCalls(method: Uppercase<Method>, pathEnd: string): { count: number } {
  const calls = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(pathEnd)) {
      calls.count += 1;
    }
  });
  return calls;
}

/** The `method` calls whose path includes `pathPart` that reach the mock from now on, cloned. */
export function recordCalls(method: Uppercase<Method>, pathPart: string): Request[] {
  const calls: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.includes(pathPart)) {
      calls.push(request.clone());
    }
  });
  return calls;
}

/** Every GET the app sends from now on, as path and query. */
export function recordGets(): string[] {
  const gets: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') gets.push(`${url.pathname}${url.search}`);
  });
  return gets;
}
