import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Contract, parseContract } from './contract';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** api/openapi.yaml of the repository, or the file named by MOCK_OPENAPI. */
export function contractPath(): string {
  return resolve(process.env.MOCK_OPENAPI ?? resolve(packageDir, '../../api/openapi.yaml'));
}

let cached: { path: string; contract: Contract } | undefined;

/** Reads and compiles the contract once per process (per file). */
export function loadContract(path = contractPath()): Contract {
  if (cached?.path !== path) cached = { path, contract: parseContract(readFileSync(path, 'utf8')) };
  return cached.contract;
}
