import { parseArgs } from 'node:util';
import { checkScenario } from './control/routes';

export const USAGE = 'usage: pnpm mock [--scenario <name>] [--seed <number>] [--persist <file>]';

/**
 * `pnpm mock --scenario flaky --seed 7 --persist data.json`: the standalone server's options
 * (`persist`: a JSON file the main data is kept in across restarts); throws what it cannot use.
 */
export function readArgs(args: readonly string[]) {
  const { values } = parseArgs({
    args: [...args],
    options: {
      scenario: { type: 'string' },
      seed: { type: 'string' },
      persist: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const persist = values.persist || null;
  if (values.scenario === undefined) {
    if (values.seed !== undefined) throw new Error('--seed needs --scenario');
    return { scenario: null, persist };
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  const checked = checkScenario({ name: values.scenario, ...(seed === undefined ? {} : { seed }) });
  if (typeof checked !== 'string') return { scenario: checked, persist };
  // The body's field names become the options': `name: …` is about --scenario.
  throw new Error(checked.replace(/^name:/, '--scenario:').replace(/^seed:/, '--seed:'));
}
