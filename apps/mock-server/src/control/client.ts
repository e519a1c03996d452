import type { OperationId } from '@backoffice/sdk';
import type { LogEntry } from './request-log';
import type { MatchValue, RuleSpec, RuleView } from './rule';
import type { ScenarioChoice, ScenarioState } from './scenarios';

// The control API (/__mock, README "Rules, scenarios and the request log") as one typed client:
// the dashboard's vitest helpers, its Playwright helpers and its mock panel all go through it,
// whichever runtime answers (the node server, msw in process, the build:mock Service Worker).
// Type-only imports: the panel's chunk carries this file and nothing else of the mock.

/** A rule as `POST /__mock/rules` takes it, its `operationId` checked by the compiler. */
export type MockRuleInput = Omit<RuleSpec, 'operationId' | 'match'> & {
  readonly operationId: OperationId;
  readonly match?: Readonly<Record<string, MatchValue | readonly MatchValue[]>>;
};

/** A rule as `GET /__mock/rules` lists it, with its id, hits and remaining calls. */
export type MockRule = RuleView;
export type MockLogEntry = LogEntry;

/** A control call the mock refused: its status and its message (which names the field). */
export class MockControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MockControlError';
  }
}

export interface MockControlOptions {
  /** Where the mock answers: `http://127.0.0.1:4010`, or the page's origin in build:mock. */
  readonly baseUrl: string;
  /** The data scope (`x-mock-scope`) of a Playwright worker; none: the main data. */
  readonly scope?: string | null;
}

/** The control API's typed client (`mockControl`). */
export type MockControl = ReturnType<typeof mockControl>;

export const SCOPE_HEADER = 'x-mock-scope';

export function mockControl({ baseUrl, scope = null }: MockControlOptions) {
  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = scope === null ? {} : { [SCOPE_HEADER]: scope };
    if (body !== undefined) headers['content-type'] = 'application/json';
    // The global fetch at call time: msw in vitest replaces it after this module loads.
    const response = await globalThis.fetch(`${baseUrl}/__mock/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.ok) return response;
    const text = await response.text();
    let message = text;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string') message = parsed.message;
    } catch {
      // Not the mock's JSON (a proxy's page): the text itself says what happened.
    }
    throw new MockControlError(response.status, `${method} /__mock/${path}: ${message}`);
  }
  const json = async <T>(method: string, path: string, body?: unknown): Promise<T> =>
    (await (await send(method, path, body)).json()) as T;

  return {
    rules: async () => (await json<{ rules: MockRule[] }>('GET', 'rules')).rules,
    addRule: (rule: MockRuleInput) => json<MockRule>('POST', 'rules', rule),
    removeRule: async (id: number) => void (await send('DELETE', `rules/${id}`)),
    clearRules: async () => void (await send('DELETE', 'rules')),
    scenario: () => json<ScenarioState>('GET', 'scenario'),
    switchScenario: (choice: ScenarioChoice) => json<ScenarioState>('PUT', 'scenario', choice),
    /** The scope's last calls, newest first. */
    log: async () => (await json<{ entries: MockLogEntry[] }>('GET', 'log')).entries,
    /** The seed again, no rules, an empty log, the start scenario; demo accounts stay signed in. */
    reset: async () => void (await send('POST', 'reset')),
    /** Grows the admin partner list to `partners` rows; answers how many it holds. */
    grow: async (partners: number) =>
      (await json<{ partners: number }>('POST', 'grow', { partners })).partners,
  };
}
