import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { type Contract, createContract } from './contract';
import type { OpenApiDocument } from './document';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Parsed contracts as JSON, named by their YAML's hash (ADR 0221). */
const cacheDir = resolve(packageDir, '../../node_modules/.cache/backoffice-contract');

/** api/openapi.yaml of the repository, or the file named by MOCK_OPENAPI. */
export function contractPath(): string {
  return resolve(process.env.MOCK_OPENAPI ?? resolve(packageDir, '../../api/openapi.yaml'));
}

/**
 * The YAML's document. Parsing it took about 0.7 s of CPU, and `pnpm test` starts some thirty
 * processes that read it (mocks, test workers); the same document as JSON reads in a few ms. So
 * the first reader of a YAML writes its JSON beside the dependencies, under the YAML's hash,
 * and the others read that: an edited YAML has another hash, so it is parsed again. A document
 * JSON would change (a YAML value JSON has no form for) is never cached.
 */
function readDocument(path: string): OpenApiDocument {
  const text = readFileSync(path, 'utf8');
  const cached = join(cacheDir, `${createHash('sha256').update(text).digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as OpenApiDocument;
  } catch {
    // Not cached yet (or unreadable): parse the YAML.
  }
  const document = parse(text) as OpenApiDocument;
  const json = JSON.stringify(document);
  if (isDeepStrictEqual(JSON.parse(json), document)) {
    try {
      mkdirSync(cacheDir, { recursive: true });
      // Written whole under another name, then renamed: a reader beside it never sees half a file.
      const partial = `${cached}.${process.pid}`;
      writeFileSync(partial, json);
      renameSync(partial, cached);
    } catch {
      // A read-only checkout: every reader parses the YAML, as before.
    }
  }
  return document;
}

let cached: Contract | undefined;

/** Reads and compiles the contract once per process. */
export function loadContract(): Contract {
  cached ??= createContract(readDocument(contractPath()));
  return cached;
}
