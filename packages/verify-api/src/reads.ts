import type { Answer } from '@backoffice/contract';
import { isWrite, type Operation, pagedRowsKey, roleMayCall } from '@backoffice/contract';
import { type Account, callOperation, type RunContext } from './context';
import { checkPagedMeta } from './paged-meta';
import { invalidValue, validValue } from './params';

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

/** The caller may call the operation: it is public, or the signed-in role is allowed. */
function allowed({ operation, account }: Task): boolean {
  return operation.public || (account !== null && roleMayCall(operation, account.role));
}

/** One check of the answer's status: `rule` is broken, as `message` says, unless `ok`. */
function oneCheck(ok: boolean, rule: string, message: string) {
  return { checks: 1, problems: ok ? [] : [{ at: '', rule, message }] };
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
    // A record's id: `id`, `event_id`, `province_id`.
    if (parameter.name === 'id' || parameter.name.endsWith('_id')) {
      const id = context.ids.find(task.operation, parameter.name, role);
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
function roleCheck({ operation, account }: Task, { status }: Answer, borrowed: boolean) {
  const refused = status === 401 || status === 403;
  if (operation.public) {
    return oneCheck(!refused, 'security: [] (public)', `refused a public operation with ${status}`);
  }
  if (account === null) {
    const message = `answered ${status} to a call without a token`;
    return oneCheck(status === 401, 'security: bearerAuth (no token: 401)', message);
  }
  const { role } = account;
  const rule = `x-roles: ${operation.roles.join(', ')}`;
  if (!roleMayCall(operation, role)) {
    const message = `answered ${status} to role ${role}, which it must refuse (401 or 403)`;
    return oneCheck(refused, rule, message);
  }
  const message = `refused role ${role} (${status}), which the contract allows`;
  return oneCheck(status !== 401 && (borrowed || status !== 403), rule, message);
}

/** A paged list's rows key and the `limit` the reads ask for; null for any other read. */
function pagingOf(context: RunContext, operation: Operation) {
  const rowsKey = pagedRowsKey(operation);
  const limit = operation.parameters.find((p) => p.in === 'query' && p.name === 'limit');
  if (rowsKey === null || limit === undefined) return null;
  const size = Number(validValue(context.contract, limit));
  return Number.isNaN(size) ? null : { rowsKey, limit: size };
}

const succeeded = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** Every optional filter with a valid value: the server must not refuse it as invalid. */
async function checkFilters(context: RunContext, task: Task, params: Params) {
  const filters = task.operation.parameters.filter(
    (p) => p.in === 'query' && !p.required && p.name !== 'page' && p.name !== 'limit',
  );
  if (filters.length === 0) return;
  const query = { ...params.query };
  for (const filter of filters) query[filter.name] = validValue(context.contract, filter);
  const rule = `parameters of ${task.operation.operationId}`;
  const message = `refused valid filters (${new URLSearchParams(query)}) with 400`;
  await callOperation(context, { ...task, path: params.path, query }, (answer) => [
    oneCheck(answer.status !== 400, rule, message),
  ]);
}

/** Each query parameter with a value its schema refuses: a 4xx, whose body the contract declares. */
async function checkInvalidParams(context: RunContext, task: Task, params: Params) {
  for (const parameter of task.operation.parameters) {
    if (parameter.in !== 'query') continue;
    const invalid = invalidValue(context.contract, parameter);
    if (invalid === null) continue;
    const query = { ...params.query, [parameter.name]: invalid.value };
    const rule = `parameter ${parameter.name}: ${invalid.rule}`;
    const sent = `?${parameter.name}=${invalid.value.slice(0, 20)}`;
    await callOperation(context, { ...task, path: params.path, query }, (answer) => [
      oneCheck(
        answer.status >= 400 && answer.status < 500,
        rule,
        `answered ${answer.status} to ${sent}, which the contract refuses (4xx expected)`,
      ),
    ]);
  }
}

/**
 * The call, its role rule and, for a paged list, its `meta` against its rows; then page 2 when
 * there is one, and (`thorough`) the filters and invalid values.
 */
async function run(context: RunContext, task: Task, params: Params, thorough: boolean) {
  const paging = allowed(task) ? pagingOf(context, task.operation) : null;
  const metaOf = (answer: Answer, page: number) =>
    paging !== null && succeeded(answer)
      ? [checkPagedMeta(answer.body, paging.rowsKey, page, paging.limit)]
      : [];
  const answer = await callOperation(context, { ...task, ...params }, (a) => [
    roleCheck(task, a, params.borrowed),
    ...metaOf(a, 1),
  ]);
  if (!allowed(task) || !succeeded(answer)) return;
  context.ids.record(task.operation, task.account?.role ?? 'none', answer.body);
  const pages = (answer.body as { meta?: { totalpage?: unknown } } | undefined)?.meta?.totalpage;
  if (paging !== null && typeof pages === 'number' && pages >= 2) {
    const query = { ...params.query, page: '2' };
    await callOperation(context, { ...task, path: params.path, query }, (a) => metaOf(a, 2));
  }
  if (!thorough) return;
  await checkFilters(context, task, params);
  await checkInvalidParams(context, task, params);
}

/**
 * The read-only pass: every GET that changes nothing, for every signed-in role and without a
 * token. Calls whose ids are not known yet wait for the lists that answer them, round after
 * round, `concurrency` tasks at a time; the first allowed caller of each operation also tries its filters and invalid values.
 */
export async function verifyReads(context: RunContext, concurrency: number): Promise<void> {
  const reads = context.contract.operations.filter((op) => op.method === 'GET' && !isWrite(op));
  let pending: Task[] = reads.flatMap((operation) => [
    { operation, account: null },
    ...(operation.public ? [] : context.accounts.map((account) => ({ operation, account }))),
  ]);
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
    // `concurrency` lanes take the ready tasks in turn (the Caller still paces the requests).
    const lane = async () => {
      for (let next = ready.shift(); next !== undefined; next = ready.shift()) {
        const { task, params } = next;
        const thorough = allowed(task) && !thoroughDone.has(task.operation.operationId);
        if (thorough) thoroughDone.add(task.operation.operationId);
        await run(context, task, params, thorough);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, ready.length) }, lane));
    pending = waiting;
  }
  for (const task of pending) {
    context.ledger.skip(
      task.operation.operationId,
      `role ${task.account?.role ?? 'none'}: no list answered an id for it`,
    );
  }
}
