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

/** A rule as `GET /__mock/rules` lists it. */
export interface RuleView extends RuleSpec {
  readonly id: number;
  /** Calls the rule acted on so far. */
  readonly hits: number;
  /** Calls left before it removes itself; only for a rule given `times`. */
  readonly remaining?: number;
}

/** A call that passed the contract's checks, as rules and scenarios see it. */
export interface CallFacts {
  readonly operation: Operation;
  /** The caller's role as the login answers it (`A,P`); null for a public operation. */
  readonly role: string | null;
  readonly input: ValidatedInput;
}

export class Rule {
  readonly effect: Effect;
  /** Each `match` field with its values as text, so `3` and `"3"` are one value. */
  private readonly match: readonly (readonly [string, ReadonlySet<string>])[];
  /** Calls left before the rule removes itself; null until it is removed. */
  remaining: number | null;
  hits = 0;

  constructor(
    readonly id: number,
    readonly spec: RuleSpec,
  ) {
    this.effect = effectOf(spec);
    this.match = Object.entries(spec.match ?? {}).map(
      ([name, values]) => [name, new Set(values.map(String))] as const,
    );
    this.remaining = spec.times ?? null;
  }

  applies(call: CallFacts): boolean {
    if (call.operation.operationId !== this.spec.operationId) return false;
    if (this.spec.role !== undefined && call.role !== this.spec.role) return false;
    return this.match.every(([name, values]) => valueMatches(fieldValue(call.input, name), values));
  }

  view(): RuleView {
    const remaining = this.remaining === null ? {} : { remaining: this.remaining };
    return { id: this.id, ...this.spec, hits: this.hits, ...remaining };
  }
}

function effectOf(spec: RuleSpec): Effect {
  if (spec.status !== undefined) return { kind: 'status', status: spec.status };
  if (spec.delayMs !== undefined) return { kind: 'delay', ms: spec.delayMs };
  if (spec.drop) return { kind: 'drop' };
  if (spec.hang) return { kind: 'hang' };
  return { kind: 'empty' };
}

/** A field of the call by name: a path parameter, else a query parameter, else a body field. */
function fieldValue(input: ValidatedInput, name: string): unknown {
  if (input.path[name] !== undefined) return input.path[name];
  if (input.query[name] !== undefined) return input.query[name];
  const { body } = input;
  return typeof body === 'object' && body !== null ? Reflect.get(body, name) : undefined;
}

/** A list field (`ids: [3, 4]`) matches when any of its items does. */
function valueMatches(value: unknown, allowed: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) return value.some((item) => valueMatches(item, allowed));
  return value !== undefined && value !== null && allowed.has(String(value));
}
