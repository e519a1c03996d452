import type { MockRule } from '@backoffice/mock-server/control';

/** What a rule does, in a few words: `status 500`, `delay 3000 ms`, `drop`. */
function effectText(rule: MockRule): string {
  if (rule.status !== undefined) return `status ${rule.status}`;
  if (rule.delayMs !== undefined) return `delay ${rule.delayMs} ms`;
  if (rule.drop) return 'drop the connection';
  if (rule.hang) return 'hang';
  return 'empty list';
}

/** One line for a rule: `listPartners: status 500, role A, 2 calls left, 1 hit`. */
export function ruleText(rule: MockRule): string {
  const parts = [effectText(rule)];
  if (rule.role !== undefined) parts.push(`role ${rule.role}`);
  if (rule.match !== undefined) parts.push(`match ${JSON.stringify(rule.match)}`);
  if (rule.remaining !== undefined) {
    parts.push(`${rule.remaining} ${rule.remaining === 1 ? 'call' : 'calls'} left`);
  }
  parts.push(`${rule.hits} ${rule.hits === 1 ? 'hit' : 'hits'}`);
  return `${rule.operationId}: ${parts.join(', ')}`;
}
