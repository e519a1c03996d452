/**
 * The pure rules of the contract report (docs/engineering.md#budgets): which operation a call
 * is, which route a URL opens, and what each operation's facts add up to.
 */
import { markdownTable } from '../../../../scripts/bench-figures.mjs';

const segments = (path) => path.split(/[?#]/)[0].split('/').slice(1);

/**
 * The operation of `operations` ({ method, path } with `{param}` templates) a call is: same
 * method when the call names one, same segments, where a template's `{param}` stands for any one
 * segment and the call's `{}` (a template literal's expression) for any text within one. The
 * query string is ignored.
 */
export function operationOfCall(call, operations) {
  const wanted = segments(call.path);
  // Each segment as a pattern: a template literal's `{}` stands for any text, the rest for itself
  // (`getall_data{}` is `getall_data` followed by a query, never `profile`).
  const patterns = wanted.map((segment) => {
    const parts = segment.split('{}').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${parts.join('.*')}$`);
  });
  return operations.find((operation) => {
    if (call.method !== null && call.method !== operation.method) return false;
    const template = segments(operation.path);
    return (
      template.length === wanted.length &&
      template.every(
        (part, i) =>
          part === wanted[i] ||
          /^\{\w+\}$/.test(part) ||
          (wanted[i].includes('{}') && !part.includes('{') && patterns[i].test(part)),
      )
    );
  });
}

/** Whether a URL (query and hash ignored) opens a wouter route pattern (`/a/:id`, `/a/:id?`). */
export function opensRoute(pattern, url) {
  if (!url.startsWith('/')) return false;
  const wanted = segments(url);
  const parts = pattern.split('/').slice(1); // `?` marks an optional parameter here
  if (pattern === '/') return url.split(/[?#]/)[0] === '/';
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (wanted.length < required || wanted.length > parts.length) return false;
  return wanted.every(
    (part, i) => part === parts[i] || (parts[i]?.startsWith(':') && part !== '') || part === '{}',
  );
}

/**
 * What the facts of one operation add up to, its status and whether it fails the report: each
 * case's note says it (docs/engineering.md#budgets, contract coverage).
 */
export function verdict({ files = [], routes, tests, noScreen }) {
  if (noScreen && (files.length > 0 || routes.length > 0)) {
    return {
      status: 'stale mark',
      fails: true,
      note: 'a dashboard file calls it: remove its x-no-screen from the contract',
    };
  }
  if (routes.length > 0) {
    return tests.length > 0
      ? { status: 'ok', fails: false, note: '' }
      : { status: 'untested', fails: true, note: 'no dashboard test or browser spec' };
  }
  if (noScreen) return { status: 'no screen', fails: false, note: noScreen };
  return {
    status: 'no reason',
    fails: true,
    note: 'no screen calls it: call it from one, or give x-no-screen in the contract',
  };
}

const cell = (values) => (values.length === 0 ? '–' : values.join(', '));

/** The report as a Markdown table, one row per operation, then the counts per status. */
export function markdownReport(rows) {
  const table = markdownTable(
    ['operationId', 'mock handler', 'dashboard files', 'routes', 'tests', 'mock tests', 'status'],
    rows.map((row) => [
      `\`${row.operationId}\``,
      cell(row.handlers),
      cell(row.files),
      cell(row.routes),
      cell(row.tests),
      row.mockTests.length,
      row.note ? `${row.status}: ${row.note}` : row.status,
    ]),
  );
  const counts = new Map();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  const summary = [...counts].map(([status, count]) => `${count} ${status}`).join(', ');
  return `${table}\n\n${rows.length} operations: ${summary}\n`;
}
