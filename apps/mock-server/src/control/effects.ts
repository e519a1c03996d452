import type { Operation } from '@backoffice/contract';
import { pagedRowsKey } from '@backoffice/contract';
import type { PageMeta } from '@backoffice/sdk';
import { sleep } from '../pipeline/controls';
import { errorResponse, forcedStatusMessage } from '../pipeline/errors';
import type { Decision } from './rule';

/** A dropped connection (`Response.error()`): a failed fetch in msw, a destroyed socket in node. */
export function isDropped(response: Response): boolean {
  return response.type === 'error';
}

/** Resolves when the caller gives up on the request: what a hanging call waits for. */
export function clientGivesUp(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) =>
    signal.addEventListener('abort', () => resolve(), { once: true }),
  );
}

/** The handler's page of a paged list with its rows taken out, as an empty list answers. */
async function emptyPage(response: Response, rowsKey: string): Promise<Response> {
  if (response.status !== 200) return response;
  const body = (await response.json()) as { meta: PageMeta };
  const meta: PageMeta = {
    ...body.meta,
    totalpage: 0,
    totaldata: 0,
    totalDataOnPage: 0,
    totalActive: 0,
  };
  return Response.json({ ...body, [rowsKey]: [], meta }, { headers: response.headers });
}

/** Answers a call the way a decision says, after its delay. */
export async function actOn(
  decision: Decision,
  operation: Operation,
  call: { handle: () => Promise<Response>; callerGone: () => Promise<void> },
): Promise<Response> {
  await sleep(decision.delayMs);
  const final = decision.final;
  switch (final?.kind) {
    case undefined:
      return call.handle();
    case 'status':
      return errorResponse(final.status, forcedStatusMessage(final.status));
    case 'drop':
      return Response.error();
    case 'hang':
      await call.callerGone();
      return Response.error();
    case 'empty': {
      const rowsKey = pagedRowsKey(operation);
      const answered = await call.handle();
      return rowsKey === null ? answered : emptyPage(answered, rowsKey);
    }
  }
}
