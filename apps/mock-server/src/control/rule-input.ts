import type { Contract, Operation } from '@backoffice/contract';
import {
  atPointer,
  type JsonSchema,
  pagedRowsKey,
  roleMayCall,
  type SchemaNode,
  schemaObject,
} from '@backoffice/contract';
import type { Role } from '@backoffice/sdk';
import { MAX_DELAY_MS } from '../pipeline/controls';
import type { MatchValue, RuleSpec } from './rule';

const EFFECTS = ['status', 'delayMs', 'drop', 'hang', 'empty'] as const;
const FIELDS: ReadonlySet<string> = new Set(['operationId', 'role', 'match', 'times', ...EFFECTS]);

export const RULE_EXAMPLE = '{"operationId":"listPartners","status":503}';

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * A rule sent to `POST /__mock/rules`, checked against the contract: its operation, role and
 * match fields must exist there, so a typo is refused rather than kept as a rule that never
 * acts. Answers the rule, or the message that refuses it.
 */
export function checkRule(contract: Contract, body: Record<string, unknown>): RuleSpec | string {
  const unknown = Object.keys(body).find((key) => !FIELDS.has(key));
  if (unknown !== undefined) {
    return `unknown field "${unknown}"; a rule has operationId, role, match, times and one of ${EFFECTS.join(', ')}`;
  }
  const { operationId, role, match, times } = body;
  if (operationId === undefined) return 'operationId: is required';
  const operation = contract.operations.find((op) => op.operationId === operationId);
  if (operation === undefined) {
    return `operationId: ${JSON.stringify(operationId)} is not an operation of the contract`;
  }
  const refused = role === undefined ? null : roleProblem(contract, role, operation);
  if (refused !== null) return refused;
  const matched = match === undefined ? undefined : checkMatch(contract, match, operation);
  if (typeof matched === 'string') return matched;
  if (times !== undefined && !isInteger(times, 1, Number.MAX_SAFE_INTEGER)) {
    return 'times: must be an integer of at least 1';
  }
  const effect = checkEffect(body, operation);
  if (typeof effect === 'string') return effect;
  return {
    operationId: operation.operationId,
    ...(role === undefined ? {} : { role: role as Role }),
    ...(matched === undefined ? {} : { match: matched }),
    ...(times === undefined ? {} : { times }),
    ...effect,
  };
}

/** Why a rule's `role` cannot be: not a role of the contract (`Role`), or one the operation refuses. */
function roleProblem(contract: Contract, role: unknown, operation: Operation): string | null {
  const schema = atPointer(contract.document, '#/components/schemas/Role');
  const values = isJsonObject(schema) ? schema.enum : undefined;
  const roles: readonly Role[] = Array.isArray(values) ? values : [];
  const found = roles.find((known) => known === role);
  if (found === undefined) return `role: must be one of ${roles.join(', ')}`;
  if (operation.public) return `role: ${operation.operationId} is public: its calls carry no role`;
  if (!roleMayCall(operation, found)) {
    return `role: ${found} cannot call ${operation.operationId} (x-roles: ${operation.roles.join(', ')})`;
  }
  return null;
}

function checkMatch(contract: Contract, match: unknown, operation: Operation) {
  if (!isJsonObject(match) || Object.keys(match).length === 0) {
    return 'match: must be an object of field names to values, such as {"id":[3,5]}';
  }
  const known = fieldNames(contract, operation);
  const checked: Record<string, readonly MatchValue[]> = {};
  for (const [name, given] of Object.entries(match)) {
    if (!known.includes(name)) {
      const list = known.length === 0 ? 'it has none' : `it has ${known.join(', ')}`;
      return `match.${name}: not a parameter or body field of ${operation.operationId}; ${list}`;
    }
    const values = Array.isArray(given) ? given : [given];
    if (values.length === 0 || !values.every(isMatchValue)) {
      return `match.${name}: must be a value or a non-empty list of values (strings, numbers or booleans)`;
    }
    checked[name] = values;
  }
  return checked;
}

/** Path and query parameters, then the body's top-level fields (of every branch). */
function fieldNames(contract: Contract, operation: Operation): string[] {
  const found = new Set(operation.parameters.map((p) => p.name));
  const add = (schema: SchemaNode) => {
    if (isJsonObject(schema.properties)) {
      for (const name of Object.keys(schema.properties)) found.add(name);
    }
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      const branches = schema[key];
      if (!Array.isArray(branches)) continue;
      for (const branch of branches) add(schemaObject(contract.document, branch as JsonSchema));
    }
  };
  for (const media of operation.requestBody?.content ?? []) {
    add(schemaObject(contract.document, media.schema));
  }
  return [...found];
}

function isMatchValue(value: unknown): value is MatchValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

type EffectFields = Pick<RuleSpec, (typeof EFFECTS)[number]>;

function checkEffect(body: Record<string, unknown>, operation: Operation): EffectFields | string {
  const given = EFFECTS.filter((name) => body[name] !== undefined);
  const [name, ...more] = given;
  if (name === undefined) return `a rule needs one effect: ${EFFECTS.join(', ')}`;
  if (more.length > 0) return `a rule has one effect, not ${given.join(' and ')}`;
  const value = body[name];
  switch (name) {
    case 'status':
      return isInteger(value, 400, 599)
        ? { status: value }
        : 'status: must be an HTTP error status from 400 to 599';
    case 'delayMs':
      return isInteger(value, 1, MAX_DELAY_MS)
        ? { delayMs: value }
        : `delayMs: must be an integer from 1 to ${MAX_DELAY_MS}`;
    case 'empty':
      if (value !== true) return 'empty: must be true';
      return pagedRowsKey(operation) === null
        ? `empty: ${operation.operationId} is not a paged list`
        : { empty: true };
    default:
      return value === true ? { [name]: true } : `${name}: must be true`;
  }
}
