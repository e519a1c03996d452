import type { FieldRule } from '../src/field-rule';
import type { OperationMeta } from '../src/operations.gen';

export function collectOperations(
  doc: unknown,
): (OperationMeta & { key: string; body: string | null; changesState: boolean })[];
export function generate(inputPath?: string): Promise<Record<string, string>>;

export function collectFieldRules(
  doc: unknown,
): { schemaName: string; field: string; rule: FieldRule }[];
export function collectEnumLabels(
  doc: unknown,
): { name: string; typePath: string; entries: { key: string; label: string; tone?: string }[] }[];
