/** The scripts' command line (`option`, `options`), and what the benchmarks print: figures, tables. */

const args = process.argv.slice(2);
/** The value given after `name` on the command line (`--runs 5`), else `fallback`. */
export const option = (name, fallback) =>
  args.includes(name) ? args[args.indexOf(name) + 1] : fallback;
/** Every value given after `name`, an option that may be repeated (`--route /a --route /b`). */
export const options = (name) => args.filter((_, i) => args[i - 1] === name);

/** The `p`th percentile (50: the median) of the figures there are (null: none); null if none. */
export function percentile(values, p) {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  return known[Math.min(known.length - 1, Math.ceil((p / 100) * known.length) - 1)];
}

/** A Markdown table: `head`, then each row's cells; `padded`: each column as wide as its widest cell. */
export function markdownTable(head, rows, { padded = false } = {}) {
  const lines = [head, ...rows].map((cells) => cells.map((cell) => String(cell ?? '')));
  const widths = head.map((_, col) => (padded ? Math.max(...lines.map((l) => l[col].length)) : 0));
  const format = (cells) => `| ${cells.map((cell, col) => cell.padEnd(widths[col])).join(' | ')} |`;
  const rule = padded
    ? `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`
    : `|${'---|'.repeat(head.length)}`;
  return [format(lines[0]), rule, ...lines.slice(1).map(format)].join('\n');
}

export const printTable = (head, rows, options) => console.log(markdownTable(head, rows, options));
