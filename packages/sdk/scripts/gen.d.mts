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
