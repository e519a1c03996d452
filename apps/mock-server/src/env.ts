/** The mock's environment settings (documented in the README). */
export interface MockEnv {
  readonly host: string;
  readonly port: number;
  readonly latencyMs: number;
  readonly persistFile: string | null;
  readonly quiet: boolean;
  /** Rows of the seed's admin partner list (`MOCK_SEED_SIZE` or `--seed-size N`); null: the seed's. */
  readonly seedSize: number | null;
}

function integer(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

/** `--seed-size N` among the arguments (`pnpm mock --seed-size 10000`), else `MOCK_SEED_SIZE`. */
function seedSize(env: NodeJS.ProcessEnv, args: readonly string[]): number | null {
  const flag = args.indexOf('--seed-size');
  const raw = flag === -1 ? env.MOCK_SEED_SIZE : (args[flag + 1] ?? '');
  if (raw === undefined || raw === '') {
    if (flag !== -1) throw new Error('--seed-size needs a whole number of rows');
    return null;
  }
  return integer('MOCK_SEED_SIZE', 0, { MOCK_SEED_SIZE: raw });
}

export function readEnv(
  env: NodeJS.ProcessEnv = process.env,
  args: readonly string[] = process.argv.slice(2),
): MockEnv {
  return {
    host: env.HOST || '127.0.0.1',
    port: integer('PORT', 4010, env),
    latencyMs: integer('MOCK_LATENCY', 0, env),
    persistFile: env.MOCK_PERSIST || null,
    quiet: env.MOCK_QUIET === '1',
    seedSize: seedSize(env, args),
  };
}
