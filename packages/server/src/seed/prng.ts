/** A small seeded PRNG (mulberry32): the seeder's only source of randomness, so data is repeatable. */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** Whole number in [min, max]. */
  int(min: number, max: number): number;
  /** Two decimals in [min, max]. */
  money(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    money: (min, max) => Math.round((min + next() * (max - min)) * 100) / 100,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample(items, count) {
      const pool = [...items];
      const out: (typeof items)[number][] = [];
      while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      return out;
    },
  };
}
