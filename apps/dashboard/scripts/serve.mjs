#!/usr/bin/env node
/**
 * Serves the production build with nginx and deploy/'s configuration (docs/deploy.md): the
 * server, headers and caching a platform would use. Without VITE_API_BASE_URL the build talks
 * to the mock API, which is started too.
 *
 * usage: node scripts/serve.mjs [--port 8080] [--no-build] [--tls] [--dist DIR]
 *        --tls: HTTPS with HTTP/2, as a deployment serves (docs/deploy.md#https-and-http2), with
 *        the certificate SERVE_TLS_CERT and key SERVE_TLS_KEY, or a self-signed one made here
 *        --dist: serve the build in DIR (a copy of an earlier dist/) instead; implies --no-build
 * env:   VITE_API_BASE_URL  the API the build calls (default the mock, http://127.0.0.1:4010)
 *        SERVE_IMG_ORIGINS  more origins photos come from, space-separated (default none)
 *        VITE_VITALS_URL    where the build reports real visits' LCP, INP and CLS (default
 *                           nowhere); its origin joins the CSP's connect-src
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { option } from '../../../scripts/bench-figures.mjs';
import { selfSignedCertificate } from './tls.mjs';

const appDir = resolve(import.meta.dirname, '..');
const repoDir = resolve(appDir, '../..');

const distDir = resolve(option('--dist', join(appDir, 'dist')));
const port = Number(option('--port', 8080)) || 8080;
const apiBaseUrl = process.env.VITE_API_BASE_URL || 'http://127.0.0.1:4010';
const withMock = !process.env.VITE_API_BASE_URL;
const tls = process.argv.includes('--tls');

function runOrExit(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    cwd: appDir,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The origin VITE_VITALS_URL reports to, for the CSP's connect-src; none for a path ('self'). */
const vitals = new URL(process.env.VITE_VITALS_URL ?? '', 'http://same.invalid').origin;
const vitalsOrigins = vitals === 'http://same.invalid' ? [] : [vitals];

/** What deploy/nginx.conf includes for TLS: the certificate and its key, or nothing over http. */
function tlsConfig(runDir) {
  if (!tls) return '# Plain http: no certificate.\n';
  const { cert, key } =
    process.env.SERVE_TLS_CERT && process.env.SERVE_TLS_KEY
      ? { cert: process.env.SERVE_TLS_CERT, key: process.env.SERVE_TLS_KEY }
      : selfSignedCertificate(runDir);
  return `ssl_certificate ${cert};\nssl_certificate_key ${key};\n`;
}

/**
 * Fills deploy/*.conf into a run directory of its own (several servers may run at once) beside
 * a copy of the build, open to all: nginx's workers run as another user (`nobody` under root),
 * who may not enter a clone in a home or `mktemp -d` folder. Each text file gets a `.br` twin
 * (brotli's best, Node's default) and a `.gz` one (level 9) that nginx sends as they are.
 */
function writeConfig() {
  const runDir = mkdtempSync(join(tmpdir(), 'backoffice-nginx-'));
  const servedDir = join(runDir, 'dist');
  cpSync(distDir, servedDir, { recursive: true });
  for (const dir of [runDir, servedDir]) chmodSync(dir, 0o755);
  for (const entry of readdirSync(servedDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    chmodSync(path, entry.isDirectory() ? 0o755 : 0o644);
    if (entry.isFile() && /\.(js|css|html|svg|json)$/.test(entry.name)) {
      const content = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }), { mode: 0o644 });
      writeFileSync(`${path}.br`, brotliCompressSync(content), { mode: 0o644 });
    }
  }
  const apiOrigin = new URL(apiBaseUrl).origin;
  const values = {
    RUN_DIR: runDir,
    NGINX_MIME_TYPES: '/etc/nginx/mime.types',
    BROTLI_MODULE: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    // nginx 1.22 (Debian 12) turns HTTP/2 on in `listen`; from 1.25 `http2 on;` is preferred.
    LISTEN: tls ? `127.0.0.1:${port} ssl http2` : `127.0.0.1:${port}`,
    TLS_CONF: join(runDir, 'tls.conf'),
    DIST: servedDir,
    SECURITY_HEADERS: join(runDir, 'security-headers.conf'),
    CONNECT_ORIGINS: [apiOrigin, ...vitalsOrigins].join(' '),
    IMG_ORIGINS: [apiOrigin, ...(process.env.SERVE_IMG_ORIGINS ?? '').split(/\s+/)]
      .filter(Boolean)
      .join(' '),
  };
  const fill = (name) =>
    readFileSync(join(appDir, 'deploy', name), 'utf8').replace(/@([A-Z_]+)@/g, (whole, key) => {
      if (!(key in values)) throw new Error(`deploy/${name}: no value for ${whole}`);
      return values[key];
    });
  writeFileSync(values.SECURITY_HEADERS, fill('security-headers.conf'));
  writeFileSync(values.TLS_CONF, tlsConfig(runDir));
  const config = join(runDir, 'nginx.conf');
  writeFileSync(config, fill('nginx.conf'));
  return { runDir, config };
}

runOrExit('bash', [join(repoDir, 'scripts/ensure-nginx.sh')]);
if (!process.argv.includes('--no-build') && !process.argv.includes('--dist')) {
  runOrExit('pnpm', ['exec', 'vite', 'build'], { VITE_API_BASE_URL: apiBaseUrl });
}
const { runDir, config } = writeConfig();

const children = [
  // Debian installs it in /usr/sbin, on root's PATH only.
  spawn('nginx', ['-p', runDir, '-c', config, '-g', 'daemon off;'], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` },
  }),
];
if (withMock) {
  children.push(
    spawn('pnpm', ['--filter', '@backoffice/mock-server', 'start'], {
      cwd: repoDir,
      stdio: 'inherit',
      detached: true,
    }),
  );
}
console.log(
  `dashboard (nginx, production build) on ${tls ? 'https' : 'http'}://127.0.0.1:${port}, API ${apiBaseUrl}`,
);

function stop(code) {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    try {
      if (child.spawnargs[0] === 'pnpm') process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // The run directory holds a copy of the build: a few megabytes per run left in /tmp otherwise.
  rmSync(runDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
