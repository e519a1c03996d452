// `pnpm bench:mock`: the mock's two budgets in one run (docs/engineering.md#budgets).
// 1. bench-growth.ts: the cost of one request at the seed and after 5,000 more partners (<= 2x).
// 2. bench-prism.ts: throughput against Prism on the same YAML, fair and interleaved (>= 2x).
// Exits 1 when either budget is missed. Each part also runs alone (bench:growth, bench:prism).
import { benchGrowth } from './bench-growth';
import { benchPrism } from './bench-prism';

const growth = await benchGrowth();
console.log('');
const prism = await benchPrism();
process.exitCode = growth.ok && prism.ok ? 0 : 1;
