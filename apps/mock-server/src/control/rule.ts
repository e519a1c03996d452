import type { Operation, ValidatedInput } from '@backoffice/contract';
import type { Role } from '@backoffice/sdk';

/** What a rule or a scenario does to a call it applies to. */
export type Effect =
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'delay'; readonly ms: number }
  | { readonly kind: 'drop' }
  | { readonly kind: 'hang' }
  | { readonly kind: 'empty' };

/** The effects that decide the answer; a delay only comes before it. */
export type FinalEffect = Exclude<Effect, { readonly kind: 'delay' }>;

/** What the rules and the scenario do to one call. */
export interface Decision {
  /** Waited before the answer: the sum of every delay that applies. */
  readonly delayMs: number;
  /** What decides the answer, or null: the handler answers. */
  readonly final: FinalEffect | null;
  /** The rules that acted, by id. */
  readonly rules: readonly number[];
  /** The scenario, when it acted. */
  readonly scenario: string | null;
}

/** A value a rule's `match` compares a call's field with. */
export type MatchValue = string | number | boolean;

/** A rule as `POST /__mock/rules` takes it, checked (src/control/rule-input.ts). */
export interface RuleSpec {
  readonly operationId: string;
  readonly role?: Role;
  readonly match?: Readonly<Record<string, readonly MatchValue[]>>;
  readonly times?: number;
  readonly status?: number;
  readonly delayMs?: number;
  readonly drop?: true;
  readonly hang?: true;
  readonly empty?: true;
}

/** A rule as `GET /__mock/rules` lists it; the scope keeps it so, counting as it acts. */
export interface RuleView extends RuleSpec {
  readonly id: number;
  /** Calls the rule acted on so far. */
  hits: number;
  /** Calls left before it removes itself; only for a rule given `times`. */
  remaining?: number;
}

/** A call that passed the contract's checks, as rules and scenarios see it. */
export interface CallFacts {
  readonly operation: Operation;
  /** The caller's role as the login answers it (`A,P`); null for a public operation. */
  readonly role: string | null;
  readonly input: ValidatedInput;
}

/** What a rule does to a call it applies to. */
export function effectOf(rule: RuleSpec): Effect {
  if (rule.status !== undefined) return { kind: 'status', status: rule.status };
  if (rule.delayMs !== undefined) return { kind: 'delay', ms: rule.delayMs };
  if (rule.drop) return { kind: 'drop' };
  if (rule.hang) return { kind: 'hang' };
  return { kind: 'empty' };
}

/**
 * Whether a rule applies to a call: its operation, its role if it names one, and every `match`
 * field, compared as text (`3` and `"3"` are one value).
 */
export function applies(rule: RuleSpec, call: CallFacts): boolean {
  if (call.operation.operationId !== rule.operationId) return false;
  if (rule.role !== undefined && call.role !== rule.role) return false;
  return Object.entries(rule.match ?? {}).every(([name, values]) =>
    valueMatches(fieldValue(call.input, name), values.map(String)),
  );
}

/** A field of the call by name: a path parameter, else a query parameter, else a body field. */
function fieldValue(input: ValidatedInput, name: string): unknown {
  if (input.path[name] !== undefined) return input.path[name];
  if (input.query[name] !== undefined) return input.query[name];
  const { body } = input;
  return typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
}

/** A list field (`ids: [3, 4]`) matches when any of its items does. */
function valueMatches(value: unknown, allowed: readonly string[]): boolean {
  if (Array.isArray(value)) return value.some((item) => valueMatches(item, allowed));
  return value !== undefined && value !== null && allowed.includes(String(value));
}
