// Seeded choices for the benchmarks' traffic: the same seed gives the same list of URLs on the same data, so runs
// are comparable.

/** mulberry32: a small, fast, seedable generator (Math.random cannot be seeded). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Rand = () => number;

export const pick = <T>(rand: Rand, list: readonly T[]): T => {
  const item = list[Math.floor(rand() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** One of the choices, by weight. */
export function weighted<T>(rand: Rand, choices: ReadonlyArray<readonly [number, T]>): T {
  const total = choices.reduce((s, [w]) => s + w, 0);
  let r = rand() * total;
  for (const [w, value] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  const last = choices.at(-1);
  if (!last) throw new Error('no choices');
  return last[1];
}

/** The list in a random order (Fisher-Yates), in place. */
export function shuffle<T>(rand: Rand, list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}
