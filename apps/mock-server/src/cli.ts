import { parseArgs } from 'node:util';
import { checkScenario } from './control/routes';
import type { ScenarioChoice } from './control/scenarios';

export const USAGE = 'usage: pnpm mock [--scenario <name>] [--seed <number>] [--persist <file>]';

export type CliChoice =
  | {
      readonly ok: true;
      readonly scenario: ScenarioChoice | null;
      /** A JSON file the main data is kept in across restarts. */
      readonly persist: string | null;
    }
  | { readonly ok: false; readonly message: string };

/** `pnpm mock --scenario flaky --seed 7 --persist data.json`: the standalone server's options. */
export function readArgs(args: readonly string[]): CliChoice {
  let values: { scenario?: string; seed?: string; persist?: string };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        scenario: { type: 'string' },
        seed: { type: 'string' },
        persist: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  const persist = values.persist === undefined || values.persist === '' ? null : values.persist;
  if (values.scenario === undefined) {
    return values.seed === undefined
      ? { ok: true, scenario: null, persist }
      : { ok: false, message: '--seed needs --scenario' };
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  const checked = checkScenario({ name: values.scenario, ...(seed === undefined ? {} : { seed }) });
  if (typeof checked !== 'string') return { ok: true, scenario: checked, persist };
  // The body's field names become the options': `name: …` is about --scenario.
  return {
    ok: false,
    message: checked.replace(/^name:/, '--scenario:').replace(/^seed:/, '--seed:'),
  };
}
