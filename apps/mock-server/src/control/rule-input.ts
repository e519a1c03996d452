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

export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly message: string };

const refuse = (message: string): { ok: false; message: string } => ({ ok: false, message });

const EFFECTS = ['status', 'delayMs', 'drop', 'hang', 'empty'] as const;
const FIELDS: ReadonlySet<string> = new Set(['operationId', 'role', 'match', 'times', ...EFFECTS]);

export const RULE_EXAMPLE = '{"operationId":"listPartners","status":503}';

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * Checks a rule sent to `POST /__mock/rules` against the contract: its operation, role and
 * match fields must exist there, so a typo is refused rather than kept as a rule that never acts.
 */
export class RuleChecker {
  private readonly operations: ReadonlyMap<string, Operation>;
  private roleList: readonly Role[] | undefined;
  private readonly fields = new Map<string, readonly string[]>();

  constructor(private readonly contract: Contract) {
    this.operations = new Map(contract.operations.map((op) => [op.operationId, op]));
  }

  check(body: Record<string, unknown>): Checked<RuleSpec> {
    const unknown = Object.keys(body).find((key) => !FIELDS.has(key));
    if (unknown !== undefined) {
      return refuse(
        `unknown field "${unknown}"; a rule has operationId, role, match, times and one of ${EFFECTS.join(', ')}`,
      );
    }
    const { operationId } = body;
    if (operationId === undefined) return refuse('operationId: is required');
    const operation =
      typeof operationId === 'string' ? this.operations.get(operationId) : undefined;
    if (operation === undefined) {
      return refuse(
        `operationId: ${JSON.stringify(operationId)} is not an operation of the contract`,
      );
    }
    const role = this.checkRole(body.role, operation);
    if (!role.ok) return role;
    const match = this.checkMatch(body.match, operation);
    if (!match.ok) return match;
    if (body.times !== undefined && !isInteger(body.times, 1, Number.MAX_SAFE_INTEGER)) {
      return refuse('times: must be an integer of at least 1');
    }
    const effect = checkEffect(body, operation);
    if (!effect.ok) return effect;
    return {
      ok: true,
      value: {
        operationId: operation.operationId,
        ...(role.value === undefined ? {} : { role: role.value }),
        ...(match.value === undefined ? {} : { match: match.value }),
        ...(body.times === undefined ? {} : { times: body.times as number }),
        ...effect.value,
      },
    };
  }

  /** The contract's roles (`Role` enum): the values a rule's `role` may take. */
  private roles(): readonly Role[] {
    this.roleList ??= (() => {
      const schema = atPointer(this.contract.document, '#/components/schemas/Role');
      const values = isJsonObject(schema) ? schema.enum : undefined;
      return Array.isArray(values) ? (values as Role[]) : [];
    })();
    return this.roleList;
  }

  private checkRole(role: unknown, operation: Operation): Checked<Role | undefined> {
    if (role === undefined) return { ok: true, value: undefined };
    const found = this.roles().find((known) => known === role);
    if (found === undefined) return refuse(`role: must be one of ${this.roles().join(', ')}`);
    if (operation.public) {
      return refuse(`role: ${operation.operationId} is public: its calls carry no role`);
    }
    if (!roleMayCall(operation, found)) {
      return refuse(
        `role: ${found} cannot call ${operation.operationId} (x-roles: ${operation.roles.join(', ')})`,
      );
    }
    return { ok: true, value: found };
  }

  private checkMatch(
    match: unknown,
    operation: Operation,
  ): Checked<Record<string, readonly MatchValue[]> | undefined> {
    if (match === undefined) return { ok: true, value: undefined };
    if (!isJsonObject(match) || Object.keys(match).length === 0) {
      return refuse('match: must be an object of field names to values, such as {"id":[3,5]}');
    }
    const known = this.fieldNames(operation);
    const checked: Record<string, readonly MatchValue[]> = {};
    for (const [name, given] of Object.entries(match)) {
      if (!known.includes(name)) {
        const list = known.length === 0 ? 'it has none' : `it has ${known.join(', ')}`;
        return refuse(
          `match.${name}: not a parameter or body field of ${operation.operationId}; ${list}`,
        );
      }
      const values = Array.isArray(given) ? given : [given];
      if (values.length === 0 || !values.every(isMatchValue)) {
        return refuse(
          `match.${name}: must be a value or a non-empty list of values (strings, numbers or booleans)`,
        );
      }
      checked[name] = values;
    }
    return { ok: true, value: checked };
  }

  /** Path and query parameters, then the body's top-level fields (of every branch). */
  private fieldNames(operation: Operation): readonly string[] {
    let names = this.fields.get(operation.operationId);
    if (names === undefined) {
      const found = new Set(operation.parameters.map((p) => p.name));
      for (const media of operation.requestBody?.content ?? []) {
        this.addProperties(schemaObject(this.contract.document, media.schema), found);
      }
      names = [...found];
      this.fields.set(operation.operationId, names);
    }
    return names;
  }

  private addProperties(schema: SchemaNode, found: Set<string>): void {
    if (isJsonObject(schema.properties)) {
      for (const name of Object.keys(schema.properties)) found.add(name);
    }
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      const branches = schema[key];
      if (!Array.isArray(branches)) continue;
      for (const branch of branches) {
        this.addProperties(schemaObject(this.contract.document, branch as JsonSchema), found);
      }
    }
  }
}

function isMatchValue(value: unknown): value is MatchValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

type EffectFields = Pick<RuleSpec, (typeof EFFECTS)[number]>;

function checkEffect(body: Record<string, unknown>, operation: Operation): Checked<EffectFields> {
  const given = EFFECTS.filter((name) => body[name] !== undefined);
  const [name, ...more] = given;
  if (name === undefined) return refuse(`a rule needs one effect: ${EFFECTS.join(', ')}`);
  if (more.length > 0) return refuse(`a rule has one effect, not ${given.join(' and ')}`);
  const value = body[name];
  switch (name) {
    case 'status':
      return isInteger(value, 400, 599)
        ? { ok: true, value: { status: value } }
        : refuse('status: must be an HTTP error status from 400 to 599');
    case 'delayMs':
      return isInteger(value, 1, MAX_DELAY_MS)
        ? { ok: true, value: { delayMs: value } }
        : refuse(`delayMs: must be an integer from 1 to ${MAX_DELAY_MS}`);
    case 'empty':
      if (value !== true) return refuse('empty: must be true');
      return pagedRowsKey(operation) === null
        ? refuse(`empty: ${operation.operationId} is not a paged list`)
        : { ok: true, value: { empty: true } };
    default:
      return value === true
        ? { ok: true, value: { [name]: true } }
        : refuse(`${name}: must be true`);
  }
}
