// Helpers of the bench scripts: child servers on free ports, and a table printer.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const contractFile = resolve(packageDir, '../../api/openapi.yaml');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address !== null ? done(address.port) : fail(),
      );
    });
  });
}

export function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, {
    cwd: packageDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** `pnpm mock` on a free port, quiet, without latency or persistence; answers its base URL. */
export async function startMock(children: ChildProcess[]): Promise<string> {
  const port = await freePort();
  children.push(
    start(resolve(packageDir, 'node_modules/.bin/tsx'), ['--conditions=source', 'src/server.ts'], {
      PORT: String(port),
      MOCK_QUIET: '1',
      MOCK_LATENCY: '0',
      MOCK_PERSIST: '',
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/__mock/none`);
  return base;
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${url} did not answer in time: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** Prints rows as a Markdown table, the first row as its header. */
export function printTable(lines: readonly (readonly string[])[]): void {
  const widths = lines[0]?.map((_, col) => Math.max(...lines.map((l) => (l[col] ?? '').length)));
  const format = (line: readonly string[]) =>
    `| ${line.map((cell, col) => cell.padEnd(widths?.[col] ?? 0)).join(' | ')} |`;
  const [head, ...body] = lines;
  if (head === undefined) return;
  console.log(format(head));
  console.log(`|${(widths ?? []).map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of body) console.log(format(line));
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * BENCH_RULE: a rule (JSON, as POST /__mock/rules takes it) set on the mock while it is timed,
 * to show what the rules cost a call they do not act on, e.g.
 * `BENCH_RULE='{"operationId":"listUsers","status":503}'`. Null when unset.
 */
export function benchRule(): unknown {
  const text = process.env.BENCH_RULE;
  return text === undefined || text === '' ? null : JSON.parse(text);
}

export function describeBenchRule(): string {
  const rule = benchRule();
  return rule === null ? 'no rule set' : `rule set: ${JSON.stringify(rule)}`;
}
