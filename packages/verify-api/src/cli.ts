// `pnpm verify:api`: checks a running server against api/openapi.yaml (docs/verify-api.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadContract } from '@backoffice/contract/load';
// Started as a process, not imported: a package never imports an app (docs/decisions/0185).
import { startMock } from '../../../scripts/mock-process.mjs';
import { readOptions, USAGE } from './options';
import { formatJunit, formatReport } from './report';
import { verifyApi } from './verify';

let options: ReturnType<typeof readOptions>;
try {
  options = readOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`verify:api: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}

// The mock starts in its own process while this one compiles the contract.
const starting = options.baseUrl === null ? startMock() : null;
/** Stops the mock started here, also when it failed to start or the contract to load. */
const stopMock = async () => (await starting?.catch(() => null))?.stop();
// Ended from outside (Ctrl+C, a CI that stops the run), the mock goes too (docs/engineering.md#tests).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await stopMock();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}
try {
  const contract = loadContract();
  const mock = await starting;
  const baseUrl = options.baseUrl ?? mock?.baseUrl ?? '';
  const { ledger, summary } = await verifyApi({ ...options, baseUrl, contract });
  console.log(formatReport(ledger, summary));
  // Relative to where the command was typed (pnpm runs scripts in the package's folder).
  const junit = resolve(process.env.INIT_CWD ?? process.cwd(), options.junit);
  mkdirSync(dirname(junit), { recursive: true });
  writeFileSync(junit, formatJunit(ledger, summary));
  console.log(`JUnit report: ${junit}`);
  process.exitCode = ledger.violations.length > 0 ? 1 : 0;
} catch (error) {
  console.error('verify:api could not run:', error);
  process.exitCode = 2;
} finally {
  await stopMock();
}
