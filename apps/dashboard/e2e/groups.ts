/**
 * Items in groups of at most `size`, in order. A table-driven journey runs a few cases per test,
 * one step each: a case then costs its own page loads, not a new browser context and a fresh
 * copy of the mock's data (docs/engineering.md#tests).
 */
export function groupsOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}
