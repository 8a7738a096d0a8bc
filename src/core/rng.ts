/**
 * A small seeded random number generator (sfc32), so every random choice of an AI can be replayed.
 * Not for cryptography.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A uniformly random element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
  /** A 32-bit unsigned integer. */
  uint32(): number;
}

/** Mixes a seed of any size into 32 bits (splitmix32 finaliser) so nearby seeds diverge. */
function mix(seed: number): number {
  let z = (seed + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** A generator whose sequence is fixed by `seed` (any finite number; fractions are truncated). */
export function createRng(seed: number): Rng {
  let a = mix(seed | 0);
  let b = mix(a ^ 0x6a09e667);
  let c = mix(b ^ 0xbb67ae85);
  let d = 1;
  const uint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // The first outputs of sfc32 are weakly mixed; discard them.
  for (let i = 0; i < 12; i++) uint32();
  const next = (): number => uint32() / 4294967296;
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    uint32,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick() needs a non-empty array');
      return items[int(items.length)]!;
    },
    shuffle: (items) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}

/** A fresh seed for callers that want variety rather than reproducibility. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 4294967296);
}
