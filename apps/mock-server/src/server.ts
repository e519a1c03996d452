import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { BodyTooLarge, bodyLimit, bodyLimitMessage } from '@backoffice/contract';
import { contractPath, loadContract } from '@backoffice/contract/load';
import { createMockApi } from './app';
import { readArgs, USAGE } from './cli';
import { SCOPE_HEADER } from './control/client';
import { isDropped } from './control/effects';
import { type Persistence, persistStore, UnreadableSnapshot } from './db/persist';
import { fileMedium } from './db/persist-file';
import { withCors } from './pipeline/cors';
import { errorResponse } from './pipeline/errors';
import { afterScopeReset, inScope, scopeOf } from './pipeline/scopes';

/** A whole-number setting of the environment (README "Environment"). */
function integerEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return Number(raw);
}

const env = {
  host: process.env.HOST || '127.0.0.1',
  port: integerEnv('PORT', 4010),
  latencyMs: integerEnv('MOCK_LATENCY', 0),
  quiet: process.env.MOCK_QUIET === '1',
};
const args = readArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(`pnpm mock: ${args.message}\n${USAGE}`);
  process.exit(2);
}
const persistence = args.persist === null ? null : loadPersisted(args.persist);
const api = createMockApi({
  contract: loadContract(),
  latencyMs: env.latencyMs,
  // Only the main store is persisted: a scope (x-mock-scope) is a test's, made from the seed.
  // Written before the answer leaves, so whatever a caller was told is saved survives a kill.
  onSettled: (request, _, mayWrite) => {
    if (mayWrite && request.headers.get(SCOPE_HEADER) === null) persistence?.flush();
  },
  onReset: afterScopeReset,
  ...(args.scenario === null ? {} : { scenario: args.scenario }),
});

/** The saved data of `--persist`, loaded; a file that cannot be loaded stops the mock. */
function loadPersisted(file: string): Persistence {
  try {
    return persistStore(fileMedium(file));
  } catch (error) {
    if (!(error instanceof UnreadableSnapshot)) throw error;
    console.error(`pnpm mock: ${error.message}`);
    process.exit(1);
  }
}

function toRequest(req: IncomingMessage, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const host = req.headers.host ?? `${env.host}:${env.port}`;
  return new Request(`http://${host}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: body === undefined || body.length === 0 ? undefined : new Uint8Array(body),
  });
}

/**
 * Reads the body up to the limit of its Content-Type (ADR 0036): a declared Content-Length over
 * it is refused before a byte is read, a chunked body at the first byte past it.
 */
function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(undefined);
  const limit = bodyLimit(loadContract().bodyLimits, req.headers['content-type'] ?? null);
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    return Promise.reject(new BodyTooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        reject(new BodyTooLarge(limit));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function discardBody(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    if (req.readableEnded) return resolve();
    req.once('end', resolve);
    req.once('close', resolve);
    req.resume();
  });
}

async function writeResponse(
  res: ServerResponse,
  response: Response,
  head: boolean,
): Promise<void> {
  const headers: Record<string, string> = Object.fromEntries(response.headers);
  const body =
    head || response.body === null ? undefined : Buffer.from(await response.arrayBuffer());
  if (body !== undefined) headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

const server = createServer(async (req, res) => {
  const started = performance.now();
  let status: number | string = 500;
  // A hanging call (a rule's `hang`) ends when its caller closes the connection.
  const callerGone = () =>
    new Promise<void>((resolve) => {
      if (res.closed) resolve();
      else res.once('close', () => resolve());
    });
  try {
    let body: Buffer | undefined;
    try {
      body = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      status = 413;
      // The rest of the body is discarded unread, and the answer waits for its end: answering
      // or closing mid-upload shows a client that is still sending a broken pipe (EPIPE)
      // instead of this answer. Discarding holds no memory and blocks no other request.
      await discardBody(req);
      const refused = errorResponse(413, bodyLimitMessage(error.limit));
      await writeResponse(res, withCors(toRequest(req, undefined), refused), false);
      return;
    }
    let response: Response;
    try {
      const request = toRequest(req, body);
      const scope = scopeOf(request);
      response = scope.ok
        ? await inScope(scope.scope, () => api.answer(request, callerGone))
        : withCors(request, errorResponse(400, scope.message));
    } catch (error) {
      // Only what fetch's Request refuses (TRACE, CONNECT, a malformed Host) gets here.
      const reason = error instanceof Error ? error.message : String(error);
      response = errorResponse(400, `Malformed request: ${reason}`);
    }
    if (isDropped(response)) {
      // A rule's `drop` (or a caller already gone): the connection ends with no answer.
      status = 'dropped';
      res.destroy();
      return;
    }
    status = response.status;
    await writeResponse(res, response, req.method === 'HEAD');
  } catch (error) {
    console.error('Mock server error:', error);
    if (!res.headersSent) await writeResponse(res, errorResponse(500, 'Mock server error'), false);
  } finally {
    if (!env.quiet) {
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${req.method} ${req.url} ${status} ${ms}ms`);
    }
  }
});

server.listen(env.port, env.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : env.port;
  console.log(`Mock API on http://${env.host}:${port} (contract ${contractPath()})`);
  if (args.scenario !== null) console.log(`Scenario: ${args.scenario.name}`);
  if (persistence !== null) console.log(`Persisting the data to ${args.persist}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    persistence?.flush();
    server.close();
    process.exit(0);
  });
}
