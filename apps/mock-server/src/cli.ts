import { parseArgs } from 'node:util';
import { checkScenario } from './control/routes';
import type { ScenarioChoice } from './control/scenarios';

export const USAGE = 'usage: pnpm mock [--scenario <name>] [--seed <number>]';

export type CliChoice =
  | { readonly ok: true; readonly scenario: ScenarioChoice | null }
  | { readonly ok: false; readonly message: string };

/** `pnpm mock --scenario flaky --seed 7`: the options of the standalone server. */
export function readArgs(args: readonly string[]): CliChoice {
  let values: { scenario?: string; seed?: string };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { scenario: { type: 'string' }, seed: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (values.scenario === undefined) {
    return values.seed === undefined
      ? { ok: true, scenario: null }
      : { ok: false, message: '--seed needs --scenario' };
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  const checked = checkScenario({ name: values.scenario, ...(seed === undefined ? {} : { seed }) });
  if (typeof checked !== 'string') return { ok: true, scenario: checked };
  // The body's field names become the options': `name: …` is about --scenario.
  return {
    ok: false,
    message: checked.replace(/^name:/, '--scenario:').replace(/^seed:/, '--seed:'),
  };
}
