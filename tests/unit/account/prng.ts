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

/**
 * Whole fen below 10^11 (up to 1,000,000,000 yuan) from two draws, so every digit is random.
 * Totals of many such amounts exceed what a double holds to the fen: a float sum rounded to the
 * fen would be off, an exact sum is not.
 */
export const randomLargeFen = (random: () => number): number =>
  randomBelow(random, 1_000_000) * 100_000 + randomBelow(random, 100_000);
