// Packs the SDK from a tree without dist/, as a fresh clone has (packing builds first), installs the tarball into an empty npm project and uses it the way an
// outside Node script would: ESM and CommonJS imports, a typed call checked by tsc (node16
// resolution), and real HTTP calls against a local server. Also runs arethetypeswrong.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(packageDir, 'node_modules/typescript/bin/tsc');
const attw = join(packageDir, 'node_modules/@arethetypeswrong/cli/dist/index.js');

/** What an app that uses ./react installs beside the SDK (its optional peers). */
const REACT_PEERS = ['react@19', '@tanstack/react-query@5', 'openapi-react-query@0.5'];

let workDir = '';
let consumerDir = '';
let tarball = '';
let server: Server;
let baseUrl = '';

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
const client = createApiClient({ baseUrl: process.env.BASE_URL, getToken: () => 'pkg-token' });
const anonymous = createApiClient({ baseUrl: process.env.BASE_URL });
const out = {};
client.GET('/v1/partner_master/getall', { params: { query: { page: 2 } } })
  .then(({ data }) => { out.first = data.data[0].name; out.page = data.meta.page; })
  .then(() => anonymous.GET('/v1/partner_master/getall'))
  .catch((error) => { out.isApiError = isApiError(error); out.status = error.status; out.message = error.message; })
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

async function runScript(file: string, source: string): Promise<unknown> {
  writeFileSync(join(consumerDir, file), source);
  const { stdout } = await run('node', [file], {
    cwd: consumerDir,
    env: { ...process.env, BASE_URL: baseUrl },
  });
  return JSON.parse(stdout);
}

const typedCall = (
  ext: 'mts' | 'cts',
) => `import { createApiClient, type PartnerPage } from '@backoffice/sdk';
import { createApiHooks } from '@backoffice/sdk/react';
export async function firstPartner(): Promise<string | undefined> {
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:4010' });
  const { data } = await client.GET('/v1/partner_master/getall', { params: { query: { page: 2 } } });
  const typed: PartnerPage = data;
  // @ts-expect-error page is an integer (${ext})
  await client.GET('/v1/partner_master/getall', { params: { query: { page: 'two' } } });
  void createApiHooks(client).queryOptions('get', '/v1/partner_master/getall');
  return typed.data[0]?.name;
}
`;

describe('packed SDK in a fresh npm project', () => {
  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'sdk-pack-'));
    consumerDir = join(workDir, 'consumer');
    rmSync(join(packageDir, 'dist'), { recursive: true, force: true });
    await run('pnpm', ['pack', '--pack-destination', workDir], { cwd: packageDir });
    const file = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
    if (!file) throw new Error('pnpm pack produced no tarball');
    tarball = join(workDir, file);
    await run('mkdir', [consumerDir]);
    writeFileSync(join(consumerDir, 'package.json'), '{ "name": "consumer", "private": true }\n');
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball], {
      cwd: consumerDir,
    });
    await startServer();
  }, 240_000);

  afterAll(() => {
    server?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('packs the built entries and their declarations', async () => {
    const { stdout } = await run('tar', ['-tzf', tarball]);
    const files = stdout
      .split('\n')
      .filter((line) => line.endsWith('.js') || line.endsWith('.cjs') || line.includes('.d.'));
    expect(files).toEqual(
      expect.arrayContaining([
        'package/dist/index.js',
        'package/dist/index.cjs',
        'package/dist/index.d.ts',
        'package/dist/index.d.cts',
        'package/dist/react.js',
        'package/dist/react.cjs',
        'package/dist/react.d.ts',
        'package/dist/react.d.cts',
      ]),
    );
  });

  it('installs no React: the root entry needs only openapi-fetch', () => {
    const installed = readdirSync(join(consumerDir, 'node_modules'));
    expect(installed).toContain('openapi-fetch');
    expect(installed).not.toContain('react');
    expect(installed).not.toContain('@tanstack');
    expect(installed).not.toContain('openapi-react-query');
  });

  it.each([
    ['ESM', 'consumer.mjs', esm],
    ['CommonJS', 'consumer.cjs', cjs],
  ])('works from %s', async (_, file, source) => {
    expect(await runScript(file, source)).toEqual({
      first: 'Budi Santoso',
      page: 2,
      isApiError: true,
      status: 401,
      message: 'Sesi berakhir, silakan masuk kembali.',
    });
  });

  it('loads ./react from ESM and CommonJS once its optional peers are installed', async () => {
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...REACT_PEERS], {
      cwd: consumerDir,
    });
    expect(await runScript('react.mjs', reactEsm)).toEqual({ hooks: 'function' });
    expect(await runScript('react.cjs', reactCjs)).toEqual({
      hooks: 'function',
      reactLoadedByRoot: false,
    });
  }, 120_000);

  it('type-checks typed calls from ESM and CommonJS (node16 resolution)', async () => {
    writeFileSync(join(consumerDir, 'typed.mts'), typedCall('mts'));
    writeFileSync(join(consumerDir, 'typed.cts'), typedCall('cts'));
    writeFileSync(
      join(consumerDir, 'tsconfig.json'),
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
    await expect(
      run('node', [tsc, '-p', 'tsconfig.json'], { cwd: consumerDir }),
    ).resolves.toBeDefined();
  });

  it('has no type resolution problems (arethetypeswrong)', async () => {
    // attw exits non-zero when it finds a problem, which rejects here.
    const { stdout } = await run('node', [attw, tarball, '--format', 'json'], { cwd: workDir });
    const report = JSON.parse(stdout) as { problems: Record<string, unknown> };
    expect(report.problems).toEqual({});
  });
});
