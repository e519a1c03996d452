import type { Answer, Problem } from '@backoffice/contract';
import { isWrite, type Operation, pagedRowsKey, roleMayCall } from '@backoffice/contract';
import { type Account, callOperation, type RunContext } from './context';
import { checkPagedMeta } from './paged-meta';
import { invalidValue, isIdParameter, validValue } from './params';

interface Task {
  readonly operation: Operation;
  /** null: the call without a token. */
  readonly account: Account | null;
}

interface Params {
  readonly path: Record<string, string>;
  readonly query: Record<string, string>;
  /** An id came from another role's answer: the server may refuse the record (403, 404). */
  borrowed: boolean;
}

const none = { checks: 0, problems: [] as Problem[] };

/** The caller may call the operation: it is public, or the signed-in role is allowed. */
function allowed({ operation, account }: Task): boolean {
  return operation.public || (account !== null && roleMayCall(operation, account.role));
}

function oneCheck(ok: boolean, problem: Problem) {
  return { checks: 1, problems: ok ? [] : [problem] };
}

/**
 * The required parameters of a call: record ids from earlier answers (./ids.ts), anything else
 * from the contract. null while an id the call needs has not been answered yet. A call the
 * server must refuse (no token, a role not allowed) takes id 1: it must not get that far.
 */
function requiredParams(context: RunContext, task: Task): Params | null {
  const params: Params = { path: {}, query: {}, borrowed: false };
  const role = task.account?.role ?? 'none';
  const refused = !allowed(task);
  for (const parameter of task.operation.parameters) {
    if (!parameter.required) continue;
    let value: string;
    if (isIdParameter(parameter)) {
      const id = context.ids.find(context.contract.operations, task.operation, parameter, role);
      if (id === undefined && !refused) return null;
      if (id !== undefined && !id.own) params.borrowed = true;
      value = String(id?.id ?? 1);
    } else {
      value = validValue(context.contract, parameter);
    }
    params[parameter.in][parameter.name] = value;
  }
  return params;
}

/**
 * The role rule: no token gets 401, a role `x-roles` leaves out 401 or 403, the others neither
 * (unless the record was another role's: then a 403 may be about owning it).
 */
function roleCheck(task: Task, answer: Answer, borrowed: boolean) {
  const { operation, account } = task;
  if (operation.public) {
    return oneCheck(answer.status !== 401 && answer.status !== 403, {
      at: '',
      rule: 'security: [] (public)',
      message: `refused a public operation with ${answer.status}`,
    });
  }
  if (account === null) {
    return oneCheck(answer.status === 401, {
      at: '',
      rule: 'security: bearerAuth (no token: 401)',
      message: `answered ${answer.status} to a call without a token`,
    });
  }
  const rule = `x-roles: ${operation.roles.join(', ')}`;
  if (!roleMayCall(operation, account.role)) {
    return oneCheck(answer.status === 401 || answer.status === 403, {
      at: '',
      rule,
      message: `answered ${answer.status} to role ${account.role}, which it must refuse (401 or 403)`,
    });
  }
  return oneCheck(answer.status !== 401 && (borrowed || answer.status !== 403), {
    at: '',
    rule,
    message: `refused role ${account.role} (${answer.status}), which the contract allows`,
  });
}

function limitOf(context: RunContext, operation: Operation): number {
  const limit = operation.parameters.find((p) => p.in === 'query' && p.name === 'limit');
  return limit === undefined ? Number.NaN : Number(validValue(context.contract, limit));
}

/** Page 1 as answered, then page 2 when there is one: `meta` must agree with the rows. */
async function checkPaging(context: RunContext, task: Task, params: Params, first: Answer) {
  const rowsKey = pagedRowsKey(task.operation);
  const limit = limitOf(context, task.operation);
  if (rowsKey === null || Number.isNaN(limit)) return;
  const role = task.account?.role ?? 'none';
  const request = `${task.operation.method} ${task.operation.path}`;
  const checked = checkPagedMeta(first.body, rowsKey, 1, limit);
  context.ledger.checked(
    { operationId: task.operation.operationId, role, request },
    checked.checks,
    checked.problems,
  );
  const meta = Reflect.get(first.body as object, 'meta');
  const pages = typeof meta === 'object' && meta !== null ? Reflect.get(meta, 'totalpage') : 0;
  if (typeof pages !== 'number' || pages < 2) return;
  await callOperation(
    context,
    { ...task, path: params.path, query: { ...params.query, page: '2' } },
    (answer) =>
      answer.status >= 200 && answer.status < 300
        ? checkPagedMeta(answer.body, rowsKey, 2, limit)
        : none,
  );
}

/** Every optional filter with a valid value: the server must not refuse it as invalid. */
async function checkFilters(context: RunContext, task: Task, params: Params) {
  const filters = task.operation.parameters.filter(
    (p) => p.in === 'query' && !p.required && p.name !== 'page' && p.name !== 'limit',
  );
  if (filters.length === 0) return;
  const query = { ...params.query };
  for (const filter of filters) query[filter.name] = validValue(context.contract, filter);
  await callOperation(context, { ...task, path: params.path, query }, (answer) =>
    oneCheck(answer.status !== 400, {
      at: '',
      rule: `parameters of ${task.operation.operationId}`,
      message: `refused valid filters (${new URLSearchParams(query)}) with 400`,
    }),
  );
}

/** Each query parameter with a value its schema refuses: a 4xx, whose body the contract declares. */
async function checkInvalidParams(context: RunContext, task: Task, params: Params) {
  for (const parameter of task.operation.parameters) {
    if (parameter.in !== 'query') continue;
    const invalid = invalidValue(context.contract, parameter);
    if (invalid === null) continue;
    const query = { ...params.query, [parameter.name]: invalid.value };
    await callOperation(context, { ...task, path: params.path, query }, (answer) =>
      oneCheck(answer.status >= 400 && answer.status < 500, {
        at: '',
        rule: `parameter ${parameter.name}: ${invalid.rule}`,
        message: `answered ${answer.status} to ?${parameter.name}=${invalid.value.slice(0, 20)}, which the contract refuses (4xx expected)`,
      }),
    );
  }
}

async function run(context: RunContext, task: Task, params: Params, thorough: boolean) {
  const answer = await callOperation(
    context,
    { ...task, path: params.path, query: params.query },
    (a) => roleCheck(task, a, params.borrowed),
  );
  if (!allowed(task) || answer.status < 200 || answer.status >= 300) return;
  context.ids.record(task.operation, task.account?.role ?? 'none', answer.body);
  await checkPaging(context, task, params, answer);
  if (!thorough) return;
  await checkFilters(context, task, params);
  await checkInvalidParams(context, task, params);
}

/** Runs `work` on every item, at most `limit` at a time (the Caller still paces the requests). */
async function inParallel<Item>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as Item;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * The read-only pass: every GET that changes nothing, for every signed-in role and without a
 * token. Calls whose ids are not known yet wait for the lists that answer them, round after
 * round, `concurrency` tasks at a time; the first allowed caller of each operation also tries its filters and invalid values.
 */
export async function verifyReads(context: RunContext, concurrency: number): Promise<void> {
  const reads = context.contract.operations.filter((op) => op.method === 'GET' && !isWrite(op));
  let pending: Task[] = reads.flatMap((operation) =>
    operation.public
      ? [{ operation, account: null }]
      : [
          { operation, account: null },
          ...context.accounts.map((account) => ({ operation, account })),
        ],
  );
  const thoroughDone = new Set<string>();
  for (let progress = true; progress && pending.length > 0; ) {
    const ready: { task: Task; params: Params }[] = [];
    const waiting: Task[] = [];
    for (const task of pending) {
      const params = requiredParams(context, task);
      if (params === null) waiting.push(task);
      else ready.push({ task, params });
    }
    progress = ready.length > 0;
    await inParallel(ready, concurrency, async ({ task, params }) => {
      const thorough = allowed(task) && !thoroughDone.has(task.operation.operationId);
      if (thorough) thoroughDone.add(task.operation.operationId);
      await run(context, task, params, thorough);
    });
    pending = waiting;
  }
  for (const task of pending) {
    context.ledger.skip(
      task.operation.operationId,
      `role ${task.account?.role ?? 'none'}: no list answered an id for it`,
    );
  }
}
