export interface OperationRow {
  key: string;
  operationId: string | null;
  roles: string[];
  public: boolean;
  multipart: boolean;
  download: { filename: string; mediaType: string } | null;
}

export const defaultInput: string;
export function collectOperations(doc: unknown): OperationRow[];
export function generate(inputPath?: string): Promise<Record<string, string>>;

export interface FieldRuleRow {
  schemaName: string;
  field: string;
  rule: { label: string; type: string; required: boolean } & Record<string, unknown>;
}
export function collectFieldRules(doc: unknown): FieldRuleRow[];

export interface PagedOperationRow {
  operationId: string;
  path: string;
  rows: string;
  maxLimit: number;
}
export function collectPagedOperations(doc: unknown): PagedOperationRow[];

/** Follows `$ref`s (local ones only) to the node they name. */
export function resolveRef<T = unknown>(doc: unknown, node: unknown): T;
/** `partner_code` -> `Partner code`: the label of a field without a `title`. */
export function readableName(name: string): string;

export interface EnumLabelRow {
  name: string;
  typePath: string;
  entries: { key: string; label: string; tone?: string }[];
}
export function collectEnumLabels(doc: unknown): EnumLabelRow[];
