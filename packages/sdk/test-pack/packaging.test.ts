// Packs the SDK, installs the tarball into an empty npm project, and uses it the way an outside
// Node tool would: import (.mjs) and require (.cjs), real HTTP calls against a local server, the
// examples shipped in the package run against the mock API, a typed call checked by tsc (node16
// resolution, ESM and CommonJS), and arethetypeswrong.
// Not part of `pnpm test` in this package (mostly npm and the build): `pnpm test:pack`, and a
// step of the root `pnpm test`. Independent work overlaps: arethetypeswrong reads the tarball
// while npm installs it and the examples run; the type check runs beside the examples.
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockProcess, startMock } from '../../../scripts/mock-process.mjs';

const run = promisify(execFile);
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The repository's type checker, TypeScript 7 (ADR 0146); attw resolves with its own 5.x.
const tsc = join(packageDir, '../../node_modules/typescript-7/bin/tsc');
const attw = join(packageDir, 'node_modules/@arethetypeswrong/cli/dist/index.js');

/** What an app that uses ./react installs beside the SDK (its optional peers). */
const REACT_PEERS = ['react@19', '@tanstack/react-query@5', 'openapi-react-query@0.5'];
const EXAMPLES = ['partners-to-csv', 'approve-merchants', 'upload-voucher-image'] as const;

let workDir = '';
let dir = '';
let tarball = '';
/** What the install of the tarball alone put in node_modules, before the React peers. */
let installedAlone: string[] = [];
let typeCheck: Promise<unknown>;
let typesReport: Promise<{ problems: Record<string, unknown> }>;
let server: Server;
let baseUrl = '';
let mock: MockProcess;

const page = {
  data: [{ id: 7, name: 'Budi Santoso' }],
  meta: { page: 2, totalpage: 4, totaldata: 52, totalDataOnPage: 15, totalActive: 40 },
};

function startServer(): Promise<void> {
  server = createServer((request, response) => {
    const authorized = request.headers.authorization === 'Bearer pkg-token';
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!authorized) return json(401, { message: 'Sesi berakhir, silakan masuk kembali.' });
    if (request.url === '/v1/partner_master/getall?page=2') return json(200, page);
    return json(404, { message: 'Data tidak ditemukan.' });
  });
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      done();
    });
  });
}

const consumerScript = (load: string) => `${load}
const client = createApiClient({ baseUrl: process.env.BASE_URL, auth: 'pkg-token' });
const anonymous = createApiClient({ baseUrl: process.env.BASE_URL });
const out = {};
client.GET('/v1/partner_master/getall', { params: { query: { page: 2 } } })
  .then(({ data }) => { out.first = data.data[0].name; out.page = data.meta.page; })
  .then(() => anonymous.GET('/v1/partner_master/getall'))
  .catch((error) => { out.isApiError = isApiError(error); out.kind = error.kind; out.status = error.status; out.serverMessage = error.serverMessage; })
  .then(() => console.log(JSON.stringify(out)));
`;

const esm = consumerScript(`import { createApiClient, isApiError } from '@backoffice/sdk';`);
const cjs = consumerScript(`const { createApiClient, isApiError } = require('@backoffice/sdk');`);

/** Loads the root entry, then ./react; says whether the root alone loaded any React module. */
const reactEsm = `import '@backoffice/sdk';
const { createApiHooks } = await import('@backoffice/sdk/react');
console.log(JSON.stringify({ hooks: typeof createApiHooks }));
`;
const reactCjs = `require('@backoffice/sdk');
const reactLoadedByRoot = Object.keys(require.cache).some((file) => /[\\\\/]node_modules[\\\\/](react|@tanstack|openapi-react-query)[\\\\/]/.test(file));
const { createApiHooks } = require('@backoffice/sdk/react');
console.log(JSON.stringify({ hooks: typeof createApiHooks, reactLoadedByRoot }));
`;

/**
 * An example as a CommonJS script: its `import { … } from '…'` lines become require calls and
 * the rest runs in an async function (CommonJS has no top-level await).
 */
function toCommonJs(source: string): string {
  const requires: string[] = [];
  const body: string[] = [];
  for (const line of source.split('\n')) {
    const named = /^import \{([^}]+)\} from '([^']+)';$/.exec(line);
    if (named) requires.push(`const {${named[1]}} = require('${named[2]}');`);
    else if (line.startsWith('import ')) throw new Error(`cannot turn into require: ${line}`);
    else body.push(line);
  }
  const code = body
    .join('\n')
    .replaceAll('import.meta.url', "require('node:url').pathToFileURL(__filename).href");
  return [...requires, '(async () => {', code, '})();', ''].join('\n');
}

/** Writes a script into the project and runs it; answers what it printed, parsed as JSON. */
async function runScript(file: string, source: string): Promise<unknown> {
  writeFileSync(join(dir, file), source);
  const { stdout } = await run('node', [file], {
    cwd: dir,
    env: { ...process.env, BASE_URL: baseUrl },
  });
  return JSON.parse(stdout);
}

/**
 * Copies an example out of the installed package into the project, as its own script: `.mjs` as
 * shipped, or `.cjs` with require calls.
 */
function placeExample(name: string, commonJs: boolean): string {
  const shipped = join(dir, 'node_modules/@backoffice/sdk/examples');
  const source = readFileSync(join(shipped, `${name}.mjs`), 'utf8');
  copyFileSync(join(shipped, 'voucher.png'), join(dir, 'voucher.png'));
  const file = `${name}.${commonJs ? 'cjs' : 'mjs'}`;
  writeFileSync(join(dir, file), commonJs ? toCommonJs(source) : source);
  return file;
}

/**
 * Runs an example from the project against the mock, reset to its seed data first, as users run
 * it or (`source`) with `--conditions=source`, the repository's own habit: the packed exports
 * have no such condition, so it must change nothing (and must not reach for src/, which is not
 * shipped).
 */
async function runExample(
  name: string,
  commonJs: boolean,
  args: string[] = [],
  { source = false } = {},
) {
  await fetch(`${mock.baseUrl}/__mock/reset`, { method: 'POST' });
  const file = placeExample(name, commonJs);
  return run('node', [...(source ? ['--conditions=source'] : []), file, ...args], {
    cwd: dir,
    env: { ...process.env, API_BASE_URL: mock.baseUrl },
  });
}

const typedCall = (
  ext: 'mts' | 'cts',
) => `import { createApiClient, isStatusError, paginate, type Partner, type PartnerPage } from '@backoffice/sdk';
import { createApiHooks } from '@backoffice/sdk/react';
export async function firstPartner(): Promise<string | undefined> {
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:4010', auth: { email: 'a@b.co', password: 'x' }, timeoutMs: 5000 });
  const { data } = await client.GET('/v1/partner_master/getall', { params: { query: { page: 2 } } });
  const typed: PartnerPage = data;
  // @ts-expect-error page is an integer (${ext})
  await client.GET('/v1/partner_master/getall', { params: { query: { page: 'two' } } });
  void createApiHooks(client).queryOptions('get', '/v1/partner_master/getall');
  for await (const row of paginate(client, 'listPartners')) { const partner: Partner = row; void partner; }
  try { await client.POST('/v1/partner_master/create', { body: { name: 'a', email: 'a@b.co', phone: '0812', password: 'password123', role: 'P' } }); }
  catch (error) { if (isStatusError(error, 'createPartner', 409)) { const text: string = error.body.message; void text; } }
  return typed.data[0]?.name;
}
`;

const npmInstall = (...specs: string[]) =>
  run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...specs],
    {
      cwd: dir,
    },
  );

/** Newest change among the files the build reads. */
function newestSource(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestSource(join(path, name))));
}

/**
 * The tarball, in workDir. `pnpm pack` builds first (the `prepare` script), as it does from a fresh
 * clone; a dist/ newer than every file the build reads (the one the install built, on CI) is
 * packed as it is rather than built a second time.
 */
async function pack(): Promise<string> {
  const inputs = ['src', 'tsup.config.ts', 'tsconfig.json', 'package.json'];
  const built = join(packageDir, 'dist/index.js');
  const fresh =
    existsSync(built) &&
    statSync(built).mtimeMs >
      Math.max(...inputs.map((path) => newestSource(join(packageDir, path))));
  if (!fresh) rmSync(join(packageDir, 'dist'), { recursive: true, force: true });
  await run(
    'pnpm',
    ['pack', '--pack-destination', workDir, ...(fresh ? ['--config.ignore-scripts=true'] : [])],
    {
      cwd: packageDir,
    },
  );
  const file = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
  if (!file) throw new Error('pnpm pack produced no tarball');
  return join(workDir, file);
}

/** arethetypeswrong's report on the tarball (it exits non-zero on a problem: a rejection here). */
async function checkTypes(): Promise<{ problems: Record<string, unknown> }> {
  const { stdout } = await run('node', [attw, tarball, '--format', 'json'], { cwd: workDir });
  return JSON.parse(stdout);
}

/** tsc over a typed call from ESM and from CommonJS, node16 resolution, in the project. */
function checkTypedCalls(): Promise<unknown> {
  writeFileSync(join(dir, 'typed.mts'), typedCall('mts'));
  writeFileSync(join(dir, 'typed.cts'), typedCall('cts'));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'node16',
        moduleResolution: 'node16',
        target: 'es2022',
        lib: ['es2022', 'dom'],
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      files: ['typed.mts', 'typed.cts'],
    }),
  );
  return run('node', [tsc, '-p', 'tsconfig.json'], { cwd: dir });
}

describe('packed SDK in an empty npm project', () => {
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'sdk-pack-'));
    dir = join(workDir, 'tool');
    mkdirSync(dir);
    // No `type`: a `.js` file would be CommonJS; the scripts here say which they are (.mjs, .cjs).
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'tool', private: true }));
    tarball = await pack();
    typesReport = checkTypes();
    typesReport.catch(() => {});
    [, mock] = await Promise.all([npmInstall(tarball), startMock(), startServer()]);
    installedAlone = readdirSync(join(dir, 'node_modules')).filter((name) => name[0] !== '.');
    typeCheck = checkTypedCalls();
    typeCheck.catch(() => {});
  }, 240_000);

  afterAll(async () => {
    server?.close();
    mock?.stop();
    // What was started in the background has ended before its files go.
    await Promise.allSettled([typesReport, typeCheck]);
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('packs the built entries, their declarations and the examples', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball]);
    expect(stdout.split('\n')).toEqual(
      expect.arrayContaining([
        'package/dist/index.js',
        'package/dist/index.cjs',
        'package/dist/index.d.ts',
        'package/dist/index.d.cts',
        'package/dist/react.js',
        'package/dist/react.cjs',
        'package/dist/react.d.ts',
        'package/dist/react.d.cts',
        ...EXAMPLES.map((name) => `package/examples/${name}.mjs`),
        'package/examples/voucher.png',
      ]),
    );
  });

  it('names the Node versions it supports, and exports only files it ships', () => {
    const installed = join(dir, 'node_modules/@backoffice/sdk');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.engines).toEqual({ node: '>=20.19' });
    // The workspace's `source` condition (src/, not shipped) is left out of the packed exports.
    const targets = [...JSON.stringify(manifest.exports).matchAll(/:"(\.\/[^"]+)"/g)].map(
      ([, target]) => target ?? '',
    );
    expect(targets).toContain('./dist/index.cjs');
    expect(targets.filter((target) => !existsSync(join(installed, target)))).toEqual([]);
    expect(JSON.stringify(manifest.exports)).not.toContain('source');
    // Packing builds first (pnpm runs `prepare`), as from a fresh clone without dist/.
    const { scripts } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    expect(scripts.prepare).toBe(scripts.build);
  });

  it('installs no React: the root entry pulls openapi-fetch and its helper types alone', () => {
    expect(installedAlone.sort()).toEqual([
      '@backoffice',
      'openapi-fetch',
      'openapi-typescript-helpers',
    ]);
  });

  it.each([
    ['ESM', 'consumer.mjs', esm],
    ['CommonJS', 'consumer.cjs', cjs],
  ])('works as %s', async (_, file, source) => {
    expect(await runScript(file, source)).toEqual({
      first: 'Budi Santoso',
      page: 2,
      isApiError: true,
      kind: 'http',
      status: 401,
      serverMessage: 'Sesi berakhir, silakan masuk kembali.',
    });
  });

  describe.each([
    ['ESM', false, false],
    ['CommonJS', true, false],
    ['ESM with --conditions=source', false, true],
  ])('the examples as %s, against the mock', (_, commonJs, source) => {
    it('partners-to-csv writes every partner', async () => {
      const { stderr } = await runExample('partners-to-csv', commonJs, ['partners.csv'], {
        source,
      });
      const count = Number(/^(\d+) partners written$/m.exec(stderr)?.[1]);
      const lines = readFileSync(join(dir, 'partners.csv'), 'utf8').trimEnd().split('\n');
      expect(lines[0]).toBe('id,name,email,phone,partner_code,rowstatus,created_at');
      expect(count).toBeGreaterThan(15);
      expect(lines).toHaveLength(count + 1);
    });

    it('approve-merchants accepts every pending registration', async () => {
      const { stdout } = await runExample('approve-merchants', commonJs, [], { source });
      const summary = stdout.trimEnd().split('\n').at(-1);
      const [, accepted, pending] = /^accepted (\d+) of (\d+) pending registrations$/.exec(
        summary ?? '',
      ) ?? [summary];
      expect(Number(pending)).toBeGreaterThan(0);
      expect(accepted).toBe(pending);
    });

    it('upload-voucher-image creates a voucher with the image from a path', async () => {
      const { stdout } = await runExample('upload-voucher-image', commonJs, [], { source });
      expect(stdout.trim()).toMatch(
        /^created voucher \d+ with image http:\/\/127\.0\.0\.1:\d+\/uploads\/voucher\/\d+-voucher\.png$/,
      );
    });
  });

  it('refuses an upload the contract does not take, naming the field', async () => {
    await runExample('upload-voucher-image', false, ['package.json']).then(
      () => expect.unreachable('the example should fail'),
      (failure: { stderr: string; code: number }) => {
        expect(failure.code).toBe(1);
        expect(failure.stderr.trim()).toBe('image: Gambar harus berupa gambar JPG, PNG atau WEBP.');
      },
    );
  });

  it('type-checks typed calls from ESM and CommonJS (node16 resolution)', async () => {
    // tsc exits non-zero on a type error, which rejects here.
    await expect(typeCheck).resolves.toBeDefined();
  });

  it('loads ./react from ESM and CommonJS once its optional peers are installed', async () => {
    // After the checks above, which read node_modules as the tarball alone left it.
    await Promise.allSettled([typeCheck]);
    await npmInstall(...REACT_PEERS);
    expect(await runScript('react.mjs', reactEsm)).toEqual({ hooks: 'function' });
    expect(await runScript('react.cjs', reactCjs)).toEqual({
      hooks: 'function',
      reactLoadedByRoot: false,
    });
  }, 120_000);

  it('has no type resolution problems (arethetypeswrong)', async () => {
    expect((await typesReport).problems).toEqual({});
  });
});
