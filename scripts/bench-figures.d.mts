export function option(name: string, fallback?: string | null): string | null | undefined;
export function options(name: string): string[];
export function percentile(values: readonly (number | null)[], p: number): number | null;
export function markdownTable(
  head: readonly string[],
  rows: readonly (readonly unknown[])[],
  options?: { padded?: boolean },
): string;
export function printTable(...args: Parameters<typeof markdownTable>): void;
