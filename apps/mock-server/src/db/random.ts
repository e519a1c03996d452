/** Seed of the whole data set; every area derives its own stream from it and its name. */
const BASE_SEED = 20261014;

/**
 * Deterministic pseudo-random numbers (mulberry32). Each seed area forks its own stream by name,
 * so adding rows to one area never shifts the data of another.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static forArea(area: string): Random {
    // The FNV-1a hash of the area's name under the base seed.
    const text = `${BASE_SEED}:${area}`;
    let hash = 2166136261;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
    return new Random(hash >>> 0);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** `count` integers in [min, max], highest first: ages in days, oldest first. */
  intsHighestFirst(count: number, min: number, max: number): number[] {
    return Array.from({ length: count }, () => this.int(min, max)).sort((a, b) => b - a);
  }

  bool(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick of an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** A whole Rupiah amount in [min, max], rounded to `step`. */
  rupiah(min: number, max: number, step: number): number {
    return Math.round(this.int(min, max) / step) * step;
  }

  digits(count: number, base = 10): string {
    let text = '';
    for (let i = 0; i < count; i++) text += this.int(0, base - 1).toString(base);
    return text;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
}
