/** mulberry32: a small seeded PRNG, so generated test data is the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, bound) from `random`. */
export const randomBelow = (random: () => number, bound: number): number =>
  Math.floor(random() * bound);

/** Yuan text of whole fen, written the way the amount rule accepts it ("0.07", "1234.50"). */
export function yuanTextOfFen(fen: number): string {
  const whole = Math.floor(fen / 100);
  const cents = String(fen % 100).padStart(2, '0');
  return `${whole}.${cents}`;
}
