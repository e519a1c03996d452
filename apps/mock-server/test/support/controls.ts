import type { LogEntry } from '../../src/control/request-log';
import type { RuleView } from '../../src/control/rule';
import { call } from './api';

// The control API (/__mock/...) in process, as a test of another package would call it.

export async function addRule(rule: unknown): Promise<RuleView> {
  const response = await call('POST', '/__mock/rules', { json: rule });
  if (response.status !== 201) {
    throw new Error(`POST /__mock/rules answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as RuleView;
}

export async function listRules(): Promise<RuleView[]> {
  const response = await call('GET', '/__mock/rules');
  return ((await response.json()) as { rules: RuleView[] }).rules;
}

/** The request log, newest call first. */
export async function logEntries(): Promise<LogEntry[]> {
  const response = await call('GET', '/__mock/log');
  return ((await response.json()) as { entries: LogEntry[] }).entries;
}

export async function switchScenario(choice: unknown): Promise<Response> {
  return call('PUT', '/__mock/scenario', { json: choice });
}

/** The refusal of a control call: its status and whole body. */
export async function refusal(response: Response): Promise<{ status: number; body: unknown }> {
  return { status: response.status, body: await response.json() };
}
