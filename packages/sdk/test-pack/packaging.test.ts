// Packs the SDK from a tree without dist/, as a fresh clone has (packing builds first), installs
// the tarball into an empty ESM project and an empty CommonJS project, and uses it the way an
// outside Node tool would: imports and require, real HTTP calls against a local server, the
// examples shipped in the package run against the mock API, a typed call checked by tsc (node16
// resolution), and arethetypeswrong.
// Not part of `pnpm test` in this package (30–60 s, mostly npm): `pnpm test:pack`, and a step of
// the root `pnpm test`.
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
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
const tsc = join(packageDir, 'node_modules/typescript/bin/tsc');
const attw = join(packageDir, 'node_modules/@arethetypeswrong/cli/dist/index.js');

/** What an app that uses ./react installs beside the SDK (its optional peers). */
const REACT_PEERS = ['react@19', '@tanstack/react-query@5', 'openapi-react-query@0.5'];
const EXAMPLES = ['partners-to-csv', 'approve-merchants', 'upload-voucher-image'] as const;

let workDir = '';
let esmDir = '';
let cjsDir = '';
let tarball = '';
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

async function runNode(dir: string, file: string, env: Record<string, string> = {}) {
  return run('node', [file], { cwd: dir, env: { ...process.env, BASE_URL: baseUrl, ...env } });
}

async function runScript(dir: string, file: string, source: string): Promise<unknown> {
  writeFileSync(join(dir, file), source);
  const { stdout } = await runNode(dir, file);
  return JSON.parse(stdout);
}

/** Copies an example out of the installed package into the project, as its own script. */
function placeExample(dir: string, name: string, commonJs: boolean): string {
  const shipped = join(dir, 'node_modules/@backoffice/sdk/examples');
  const source = readFileSync(join(shipped, `${name}.mjs`), 'utf8');
  copyFileSync(join(shipped, 'voucher.png'), join(dir, 'voucher.png'));
  const file = `${name}.js`;
  writeFileSync(join(dir, file), commonJs ? toCommonJs(source) : source);
  return file;
}

async function runExample(
  dir: string,
  name: string,
  commonJs: boolean,
  args: string[] = [],
  nodeArgs: string[] = [],
) {
  // Each example starts from the mock's seed data.
  await fetch(`${mock.baseUrl}/__mock/reset`, { method: 'POST' });
  const file = placeExample(dir, name, commonJs);
  return run('node', [...nodeArgs, file, ...args], {
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

async function project(name: string, type: 'module' | 'commonjs'): Promise<string> {
  const dir = join(workDir, name);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type }));
  await run(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball],
    {
      cwd: dir,
    },
  );
  return dir;
}

describe('packed SDK in empty npm projects', () => {
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'sdk-pack-'));
    rmSync(join(packageDir, 'dist'), { recursive: true, force: true });
    await run('pnpm', ['pack', '--pack-destination', workDir], { cwd: packageDir });
    const file = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
    if (!file) throw new Error('pnpm pack produced no tarball');
    tarball = join(workDir, file);
    [esmDir, cjsDir, mock] = await Promise.all([
      project('esm', 'module'),
      project('cjs', 'commonjs'),
      startMock(),
    ]);
    await startServer();
  }, 240_000);

  afterAll(() => {
    server?.close();
    mock?.stop();
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
    const installed = join(esmDir, 'node_modules/@backoffice/sdk');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.engines).toEqual({ node: '>=20.19' });
    // The workspace's `source` condition (src/, not shipped) is left out of the packed exports.
    const targets = [...JSON.stringify(manifest.exports).matchAll(/:"(\.\/[^"]+)"/g)].map(
      ([, target]) => target ?? '',
    );
    expect(targets).toContain('./dist/index.cjs');
    expect(targets.filter((target) => !existsSync(join(installed, target)))).toEqual([]);
    expect(JSON.stringify(manifest.exports)).not.toContain('source');
  });

  it('installs no React: the root entry pulls openapi-fetch and its helper types alone', () => {
    const installed = readdirSync(join(esmDir, 'node_modules')).filter((name) => name[0] !== '.');
    expect(installed.sort()).toEqual([
      '@backoffice',
      'openapi-fetch',
      'openapi-typescript-helpers',
    ]);
  });

  it.each([
    ['ESM', () => esmDir, esm],
    ['CommonJS', () => cjsDir, cjs],
  ])('works from an empty %s project', async (_, dir, source) => {
    expect(await runScript(dir(), 'consumer.js', source)).toEqual({
      first: 'Budi Santoso',
      page: 2,
      isApiError: true,
      kind: 'http',
      status: 401,
      serverMessage: 'Sesi berakhir, silakan masuk kembali.',
    });
  });

  describe.each([
    ['ESM', () => esmDir, false],
    ['CommonJS', () => cjsDir, true],
  ])('the examples, from an empty %s project, against the mock', (_, dir, commonJs) => {
    it('partners-to-csv writes every partner', async () => {
      const { stderr } = await runExample(dir(), 'partners-to-csv', commonJs, ['partners.csv']);
      const count = Number(/^(\d+) partners written$/m.exec(stderr)?.[1]);
      const lines = readFileSync(join(dir(), 'partners.csv'), 'utf8').trimEnd().split('\n');
      expect(lines[0]).toBe('id,name,email,phone,partner_code,rowstatus,created_at');
      expect(count).toBeGreaterThan(15);
      expect(lines).toHaveLength(count + 1);
    });

    it('approve-merchants accepts every pending registration', async () => {
      const { stdout } = await runExample(dir(), 'approve-merchants', commonJs);
      const summary = stdout.trimEnd().split('\n').at(-1);
      const [, accepted, pending] = /^accepted (\d+) of (\d+) pending registrations$/.exec(
        summary ?? '',
      ) ?? [summary];
      expect(Number(pending)).toBeGreaterThan(0);
      expect(accepted).toBe(pending);
    });

    it('upload-voucher-image creates a voucher with the image from a path', async () => {
      const { stdout } = await runExample(dir(), 'upload-voucher-image', commonJs);
      expect(stdout.trim()).toMatch(
        /^created voucher \d+ with image http:\/\/127\.0\.0\.1:\d+\/uploads\/voucher\/\d+-voucher\.png$/,
      );
    });
  });

  // The repository's own habit (`node --conditions=source`) must not reach for src/.
  it.each(EXAMPLES)('%s runs from an ESM project with --conditions=source', async (name) => {
    const args = name === 'partners-to-csv' ? ['partners.csv'] : [];
    const { stdout, stderr } = await runExample(esmDir, name, false, args, ['--conditions=source']);
    expect(`${stdout}${stderr}`).toMatch(
      /(partners written|pending registrations|created voucher \d+ with image \S+)\n$/,
    );
  });

  it('refuses an upload the contract does not take, naming the field', async () => {
    await runExample(esmDir, 'upload-voucher-image', false, ['package.json']).then(
      () => expect.unreachable('the example should fail'),
      (failure: { stderr: string; code: number }) => {
        expect(failure.code).toBe(1);
        expect(failure.stderr.trim()).toBe('image: Gambar harus berupa gambar JPG, PNG atau WEBP.');
      },
    );
  });

  it('loads ./react from ESM and CommonJS once its optional peers are installed', async () => {
    await run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        ...REACT_PEERS,
      ],
      {
        cwd: esmDir,
      },
    );
    expect(await runScript(esmDir, 'react.mjs', reactEsm)).toEqual({ hooks: 'function' });
    expect(await runScript(esmDir, 'react.cjs', reactCjs)).toEqual({
      hooks: 'function',
      reactLoadedByRoot: false,
    });
  }, 120_000);

  it('type-checks typed calls from ESM and CommonJS (node16 resolution)', async () => {
    writeFileSync(join(esmDir, 'typed.mts'), typedCall('mts'));
    writeFileSync(join(esmDir, 'typed.cts'), typedCall('cts'));
    writeFileSync(
      join(esmDir, 'tsconfig.json'),
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
    await expect(run('node', [tsc, '-p', 'tsconfig.json'], { cwd: esmDir })).resolves.toBeDefined();
  });

  it('has no type resolution problems (arethetypeswrong)', async () => {
    // attw exits non-zero when it finds a problem, which rejects here.
    const { stdout } = await run('node', [attw, tarball, '--format', 'json'], { cwd: workDir });
    const report = JSON.parse(stdout) as { problems: Record<string, unknown> };
    expect(report.problems).toEqual({});
  });
});
