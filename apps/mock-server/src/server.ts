import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { BodyTooLarge, bodyLimit } from '@backoffice/contract';
import { contractPath, loadContract } from '@backoffice/contract/load';
import { createMockApi } from './app';
import { readArgs, USAGE } from './cli';
import { SCOPE_HEADER } from './control/client';
import { isDropped } from './control/effects';
import { scopeControls } from './control/scope-controls';
import { type Persistence, persistStore, UnreadableSnapshot } from './db/persist';
import { fileMedium } from './db/persist-file';
import { withCors } from './pipeline/cors';
import { errorResponse } from './pipeline/errors';
import { afterScopeReset, inScope } from './pipeline/scopes';

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
const args = argsOrExit();
const persistence = args.persist === null ? null : loadPersisted(args.persist);
const api = createMockApi({
  contract: loadContract(),
  latencyMs: env.latencyMs,
  // Only the main store is persisted: a scope (x-mock-scope) is a test's, made from the seed.
  // Written before the answer leaves, so whatever a caller was told is saved survives a kill.
  onSettled: (request, mayWrite) => {
    if (mayWrite && request.headers.get(SCOPE_HEADER) === null) persistence?.flush();
  },
  onReset: afterScopeReset,
});
if (args.scenario !== null) scopeControls().startIn(args.scenario);

function argsOrExit(): ReturnType<typeof readArgs> {
  try {
    return readArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`pnpm mock: ${error instanceof Error ? error.message : error}\n${USAGE}`);
    process.exit(2);
  }
}

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
 * The body, or the refusal of one over the limit of its Content-Type (ADR 0036): past the limit
 * (declared by Content-Length, or counted in a chunked body) the rest is read and dropped, so
 * memory stays flat, and the 413 waits for its end: answering mid-upload shows a client that is
 * still sending a broken pipe (EPIPE) instead of the answer.
 */
async function readBody(req: IncomingMessage): Promise<Buffer | BodyTooLarge | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const limit = bodyLimit(loadContract().bodyLimits, req.headers['content-type'] ?? null);
  let size = Number(req.headers['content-length'] ?? 0) > limit ? Number.POSITIVE_INFINITY : 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? new BodyTooLarge(limit) : Buffer.concat(chunks);
}

async function writeResponse(res: ServerResponse, response: Response, head: boolean) {
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
    const body = await readBody(req);
    let response: Response;
    try {
      const request = toRequest(req, body instanceof BodyTooLarge ? undefined : body);
      response =
        body instanceof BodyTooLarge
          ? withCors(request, errorResponse(413, body.message))
          : await inScope(request, () => api.answer(request, callerGone));
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
