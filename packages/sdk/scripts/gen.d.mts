import type { OperationMeta } from '../src/operations.gen';

export type OperationRow = OperationMeta & {
  key: string;
  body: string | null;
  changesState: boolean;
};

export function collectOperations(doc: unknown): OperationRow[];
export function generate(inputPath?: string): Promise<Record<string, string>>;

export interface FieldRuleRow {
  schemaName: string;
  field: string;
  rule: { label: string; type: string; required: boolean } & Record<string, unknown>;
}
export function collectFieldRules(doc: unknown): FieldRuleRow[];

export interface EnumLabelRow {
  name: string;
  typePath: string;
  entries: { key: string; label: string; tone?: string }[];
}
export function collectEnumLabels(doc: unknown): EnumLabelRow[];
