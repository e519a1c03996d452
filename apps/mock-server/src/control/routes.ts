import type { Contract } from '@backoffice/contract';
import { decoded } from '../db/files';
import { growPartners, MAX_GROWN_PARTNERS } from '../db/seed/grow/large';
import { db, noteWrite } from '../db/store';
import { errorResponse } from '../pipeline/errors';
import { checkRule, isInteger, isJsonObject, RULE_EXAMPLE } from './rule-input';
import {
  DEFAULT_SEED,
  isScenarioName,
  SCENARIO_NAMES,
  SCENARIOS,
  type ScenarioChoice,
  type ScenarioState,
} from './scenarios';
import { MAX_RULES, type ScopeControls, scopeControls } from './scope-controls';

const CONTROLS =
  'POST /__mock/reset, POST /__mock/grow, GET|POST|DELETE /__mock/rules, DELETE /__mock/rules/{id}, GET /__mock/log, GET|PUT /__mock/scenario';

const MAX_SEED = 0xffff_ffff;

const SEEDED = SCENARIO_NAMES.filter((name) => SCENARIOS[name].seeded);

/** The control API under /__mock (README "Controls"); every answer is JSON or empty. */
export function controlRoutes(contract: Contract, reset: () => void) {
  return async (request: Request, url: URL): Promise<Response> => {
    const controls = scopeControls();
    const route = `${request.method} ${url.pathname}`;
    switch (route) {
      case 'POST /__mock/reset':
        reset();
        return Response.json({ message: 'The mock data is back to its seed.' });
      case 'POST /__mock/grow':
        return grow(request);
      case 'GET /__mock/rules':
        return Response.json({ rules: controls.rules });
      case 'POST /__mock/rules':
        return addRule(request, controls, contract);
      case 'DELETE /__mock/rules':
        controls.rules = [];
        return new Response(null, { status: 204 });
      case 'GET /__mock/log':
        return Response.json({ entries: controls.log });
      case 'GET /__mock/scenario':
        return Response.json(scenarioView(controls.scenario));
      case 'PUT /__mock/scenario':
        return switchScenario(request, controls);
    }
    const ruleId = /^\/__mock\/rules\/([^/]+)$/.exec(url.pathname)?.[1];
    if (ruleId !== undefined && request.method === 'DELETE') {
      const id = /^\d+$/.test(ruleId) ? Number(ruleId) : Number.NaN;
      return controls.remove(id)
        ? new Response(null, { status: 204 })
        : errorResponse(404, `No rule ${decoded(ruleId) ?? ruleId}; GET /__mock/rules lists them`);
    }
    return errorResponse(404, `No mock control ${route}; the controls are ${CONTROLS}`);
  };
}

/** `POST /__mock/grow` with `{ "partners": 10000 }` (README "A large list"). */
async function grow(request: Request): Promise<Response> {
  const body: unknown = await request.json().catch(() => null);
  const partners = isJsonObject(body) ? body.partners : undefined;
  if (!isInteger(partners, 0, Number.MAX_SAFE_INTEGER)) {
    return errorResponse(400, 'body.partners: must be a whole number of rows');
  }
  if (partners > MAX_GROWN_PARTNERS) {
    return errorResponse(400, `body.partners: at most ${MAX_GROWN_PARTNERS}`);
  }
  const listed = growPartners(db, partners);
  noteWrite();
  return Response.json({ message: `The partner list holds ${listed} rows.`, partners: listed });
}

/** The body of a control call, a JSON object such as `example`, checked; else the 400. */
async function checkedBody<T>(
  request: Request,
  example: string,
  check: (body: Record<string, unknown>) => T | string,
): Promise<T | Response> {
  const body: unknown = await request.json().catch(() => null);
  const refused = `The body must be a JSON object, such as ${example}`;
  const checked = isJsonObject(body) ? check(body) : refused;
  return typeof checked === 'string' ? errorResponse(400, checked) : checked;
}

async function addRule(request: Request, controls: ScopeControls, contract: Contract) {
  const checked = await checkedBody(request, RULE_EXAMPLE, (body) => checkRule(contract, body));
  if (checked instanceof Response) return checked;
  const rule = controls.add(checked);
  if (rule === null) {
    return errorResponse(409, `At most ${MAX_RULES} rules; DELETE /__mock/rules/{id} removes one`);
  }
  return Response.json(rule, { status: 201 });
}

function scenarioView(choice: ScenarioChoice): ScenarioState {
  return {
    ...choice,
    scenarios: SCENARIO_NAMES.map((name) => ({
      name,
      description: SCENARIOS[name].description,
      seeded: SCENARIOS[name].seeded,
    })),
  };
}

async function switchScenario(request: Request, controls: ScopeControls): Promise<Response> {
  const checked = await checkedBody(request, '{"name":"flaky"}', checkScenario);
  if (checked instanceof Response) return checked;
  controls.switchScenario(checked);
  return Response.json(scenarioView(checked));
}

/** `{ "name": "flaky", "seed": 7 }`: the choice, or the message that refuses it. */
export function checkScenario(body: Record<string, unknown>): ScenarioChoice | string {
  const unknown = Object.keys(body).find((key) => key !== 'name' && key !== 'seed');
  if (unknown !== undefined) return `unknown field "${unknown}"; a scenario has name and seed`;
  const { name, seed } = body;
  if (!isScenarioName(name)) return `name: must be one of ${SCENARIO_NAMES.join(', ')}`;
  if (!SCENARIOS[name].seeded) {
    return seed === undefined ? { name } : `seed: only ${SEEDED.join(' and ')} take a seed`;
  }
  if (seed === undefined) return { name, seed: DEFAULT_SEED };
  return isInteger(seed, 0, MAX_SEED)
    ? { name, seed }
    : `seed: must be an integer from 0 to ${MAX_SEED}`;
}
