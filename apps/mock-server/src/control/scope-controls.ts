import type { Snapshots } from '../db/persist';
import { Random } from '../db/random';
import type { Db } from '../db/seed';
import { activeStore, noteWrite } from '../db/store';
import type { LogEntry } from './request-log';
import {
  applies,
  type CallFacts,
  type Decision,
  type Effect,
  effectOf,
  type FinalEffect,
  type RuleSpec,
  type RuleView,
} from './rule';
import {
  DEFAULT_SCENARIO,
  DEFAULT_SEED,
  isScenarioName,
  SCENARIOS,
  type Scenario,
  type ScenarioChoice,
} from './scenarios';

/** A runaway test cannot grow the mock without end; no screen needs more. */
export const MAX_RULES = 50;

interface SavedControls {
  readonly scenario: ScenarioChoice;
  readonly lastId: number;
  readonly rules: readonly RuleView[];
}

/**
 * The rules, scenario and request log of one data scope (ADR 0102): a Playwright worker's
 * failing calls never reach another worker, and its reset clears them with its data.
 */
export class ScopeControls {
  /** In the order added: GET /__mock/rules lists them so, and they act so. */
  rules: RuleView[] = [];
  lastId = 0;
  scenario = DEFAULT_SCENARIO;
  /** The scenario a reset comes back to (`pnpm mock --scenario`). */
  private start = DEFAULT_SCENARIO;
  /** One stream per operation, so the n-th call of an operation draws the same number. */
  private draws = new Map<string, Random>();
  /** The scope's last calls to the API, newest first. */
  readonly log: LogEntry[] = [];

  /** The new rule, or null when the scope already holds MAX_RULES. Ids are never reused. */
  add(spec: RuleSpec): RuleView | null {
    if (this.rules.length >= MAX_RULES) return null;
    const remaining = spec.times === undefined ? {} : { remaining: spec.times };
    const rule: RuleView = { id: ++this.lastId, ...spec, hits: 0, ...remaining };
    this.rules.push(rule);
    return rule;
  }

  remove(id: number): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((rule) => rule.id !== id);
    return this.rules.length < before;
  }

  /** Switches the scenario and adds its data (`large`); the rules and the log stay. */
  switchScenario(choice: ScenarioChoice): void {
    this.scenario = choice;
    this.draws.clear();
    const scenario: Scenario = SCENARIOS[choice.name];
    if (scenario.data !== undefined) {
      scenario.data(activeStore(), choice.seed ?? DEFAULT_SEED);
      noteWrite();
    }
  }

  /** Takes back what `savedControls` kept; the data was kept with the rows its scenario added. */
  restore(saved: SavedControls): void {
    this.scenario = saved.scenario;
    this.draws.clear();
    this.lastId = saved.lastId;
    this.rules = saved.rules.map((rule) => ({ ...rule }));
  }

  /** The scenario a reset comes back to (`pnpm mock --scenario`), switched to at once. */
  startIn(choice: ScenarioChoice): void {
    this.start = choice;
    this.switchScenario(choice);
  }

  /** After POST /__mock/reset restored the seed: no rules, an empty log, the start scenario. */
  reset(): void {
    this.rules = [];
    this.log.length = 0;
    this.switchScenario(this.start);
  }

  /**
   * Every rule that applies acts, in the order added, then the scenario: delays add up, the first
   * other effect decides the answer (later ones keep their `times`). Null when nothing applies.
   */
  decide(call: CallFacts): Decision | null {
    const scenario = SCENARIOS[this.scenario.name].effect;
    if (this.rules.length === 0 && scenario === null) return null;
    let delayMs = 0;
    let final: FinalEffect | null = null;
    const act = (effect: Effect): boolean => {
      if (effect.kind === 'delay') delayMs += effect.ms;
      else if (final === null) final = effect;
      else return false;
      return true;
    };
    const acted: number[] = [];
    for (const rule of this.rules) {
      if (!applies(rule, call) || !act(effectOf(rule))) continue;
      acted.push(rule.id);
      rule.hits++;
      if (rule.remaining !== undefined) rule.remaining--;
    }
    if (acted.length > 0) this.rules = this.rules.filter((rule) => rule.remaining !== 0);
    const effect = scenario?.(call.operation, () => this.draw(call.operation.operationId));
    const scenarioActed = effect != null && act(effect);
    if (acted.length === 0 && !scenarioActed) return null;
    return { delayMs, final, rules: acted, scenario: scenarioActed ? this.scenario.name : null };
  }

  private draw(operationId: string): number {
    let stream = this.draws.get(operationId);
    if (stream === undefined) {
      stream = Random.forArea(`scenario:${this.scenario.seed ?? DEFAULT_SEED}:${operationId}`);
      this.draws.set(operationId, stream);
    }
    return stream.next();
  }
}

/** Keyed by the store itself: a scope's controls live and go with its data. */
const byStore = new WeakMap<Db, ScopeControls>();

/** The controls of the scope the current request reads and writes (the main one outside). */
export function scopeControls(): ScopeControls {
  const store = activeStore();
  let controls = byStore.get(store);
  if (controls === undefined) {
    controls = new ScopeControls();
    byStore.set(store, controls);
  }
  return controls;
}

/**
 * The current scope's rules and scenario as the browser build keeps them across a reload (not the
 * log), after its data: they belong to the data it restored.
 */
export const savedControls: Snapshots = {
  take: () => {
    const { scenario, lastId, rules } = scopeControls();
    return JSON.stringify({ scenario, lastId, rules } satisfies SavedControls);
  },
  load: (text) => {
    const saved = JSON.parse(text) as SavedControls;
    if (
      !isScenarioName(saved?.scenario?.name) ||
      !Number.isInteger(saved.lastId) ||
      !Array.isArray(saved.rules)
    ) {
      throw new Error('it is not the rules and scenario the mock saved');
    }
    scopeControls().restore(saved);
  },
};
