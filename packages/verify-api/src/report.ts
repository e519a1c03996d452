import type { Ledger } from './ledger';
import type { verifyApi } from './verify';

type RunSummary = Awaited<ReturnType<typeof verifyApi>>['summary'];

const ROLE_ORDER = ['none', 'A', 'P', 'M', 'A,P'];

/** Roles in one order whatever order the calls ran in: none, A, P, M, A,P, then any other. */
function byRole(a: string, b: string): number {
  const rank = (role: string) => {
    const at = ROLE_ORDER.indexOf(role);
    return at === -1 ? ROLE_ORDER.length : at;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

/** One row per operation called or checked: its roles, calls, checks, times and violations. */
function rows(ledger: Ledger) {
  const ids = new Set([...ledger.calls.map((c) => c.operationId), ...ledger.checks.keys()]);
  return [...ids].sort().map((operationId) => {
    const calls = ledger.calls.filter((c) => c.operationId === operationId);
    return {
      operationId,
      roles: [...new Set(calls.map((c) => c.role))].sort(byRole),
      calls: calls.length,
      checks: ledger.checks.get(operationId) ?? 0,
      slowestMs: Math.max(0, ...calls.map((c) => c.ms)),
      totalMs: calls.reduce((total, c) => total + c.ms, 0),
      violations: ledger.violations.filter((v) => v.operationId === operationId),
    };
  });
}

/** The table printed at the end of a run, its violations, and the figures of the run. */
export function formatReport(ledger: Ledger, summary: RunSummary): string {
  const table = rows(ledger);
  const lines = [
    `${'operation'.padEnd(32)} ${'roles'.padEnd(20)} ${'calls'.padStart(5)} ${'checks'.padStart(6)} ${'slowest'.padStart(9)}  result`,
  ];
  for (const row of table) {
    const slow = row.slowestMs > summary.budgetMs ? ' (over budget)' : '';
    lines.push(
      `${row.operationId.padEnd(32)} ${row.roles.join(' ').padEnd(20)} ${String(row.calls).padStart(5)} ${String(row.checks).padStart(6)} ${`${row.slowestMs.toFixed(0)} ms`.padStart(9)}  ${row.violations.length === 0 ? 'ok' : `${row.violations.length} violation(s)`}${slow}`,
    );
  }
  if (ledger.violations.length > 0) lines.push('', 'Violations:');
  for (const v of ledger.violations) {
    lines.push(
      `✗ ${v.operationId} [${v.role}] ${v.request}`,
      `    at ${v.at === '' ? '(status)' : v.at}: ${v.message}`,
      `    rule: ${v.rule}`,
    );
  }
  if (ledger.skipped.length > 0) lines.push('', 'Not checked:');
  for (const s of ledger.skipped) lines.push(`- ${s.operationId}: ${s.reason}`);
  if (ledger.journeys.length > 0) lines.push('', 'Write journeys (each undone):');
  for (const j of ledger.journeys) lines.push(`- ${j.resource}: ${j.operations.join(' → ')}`);
  // Operations called by each role (`none`: without a token).
  const perRole = [...new Set(ledger.calls.map((c) => c.role))]
    .sort(byRole)
    .map((role) => `${role} ${table.filter((row) => row.roles.includes(role)).length}`)
    .join(', ');
  const overBudget = ledger.calls.filter((c) => c.ms > summary.budgetMs).length;
  const checks = [...ledger.checks.values()].reduce((sum, n) => sum + n, 0);
  lines.push(
    '',
    `${summary.baseUrl}: ${table.length} operations (per role: ${perRole}), ${ledger.calls.length} calls, ${checks} checks, ${ledger.violations.length} violations, ${summary.seconds.toFixed(1)} s${summary.writes ? ', with writes' : ', read-only'}`,
    `${overBudget} call(s) over the ${summary.budgetMs} ms budget per call`,
  );
  return lines.join('\n');
}

function xml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** JUnit XML: one test case per operation, failing with its violations; skipped ones say why. */
export function formatJunit(ledger: Ledger, summary: RunSummary): string {
  const table = rows(ledger);
  const skippedOnly = ledger.skipped.filter(
    (s) => !table.some((r) => r.operationId === s.operationId),
  );
  const failures = table.filter((r) => r.violations.length > 0).length;
  const cases = table.map((row) => {
    const body = row.violations
      .map(
        (v) =>
          `    <failure message="${xml(`${v.at || '(status)'}: ${v.message}`)}" type="${xml(v.rule)}">${xml(`[${v.role}] ${v.request}\nat ${v.at || '(status)'}: ${v.message}\nrule: ${v.rule}`)}</failure>\n`,
      )
      .join('');
    const time = (row.totalMs / 1000).toFixed(3);
    return `  <testcase classname="verify-api" name="${xml(row.operationId)}" time="${time}">\n${body}  </testcase>\n`;
  });
  for (const s of skippedOnly) {
    cases.push(
      `  <testcase classname="verify-api" name="${xml(s.operationId)}" time="0">\n    <skipped message="${xml(s.reason)}"/>\n  </testcase>\n`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="verify-api ${xml(summary.baseUrl)}" tests="${cases.length}" failures="${failures}" skipped="${skippedOnly.length}" time="${summary.seconds.toFixed(3)}">\n${cases.join('')}</testsuite>\n`;
}
