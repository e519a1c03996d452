/** The mock's environment settings (documented in the README). */
export interface MockEnv {
  readonly host: string;
  readonly port: number;
  readonly latencyMs: number;
  readonly persistFile: string | null;
  readonly quiet: boolean;
}

function integer(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): MockEnv {
  return {
    host: env.HOST || '127.0.0.1',
    port: integer('PORT', 4010, env),
    latencyMs: integer('MOCK_LATENCY', 0, env),
    persistFile: env.MOCK_PERSIST || null,
    quiet: env.MOCK_QUIET === '1',
  };
}
