import { think } from '../src/games/nim/ai.js';
import { rules } from '../src/games/nim/rules.js';
import { type Benchmark, timeMedian } from './harness.js';

/** Nim: the perfect player is instant at any size; the searching levels are bounded by their depth. */
export const benchmarks: Benchmark[] = [
  () => {
    const big = rules.newGame({ heaps: [15, 15, 15, 15, 15, 15, 15, 14] });
    const perfect = timeMedian(() => think(big, { seed: 1 }), 20);
    const seed = rules.newGame();
    const depth5 = timeMedian(() => think(seed, { depth: 5, seed: 1, timeMs: Infinity }));
    return [
      { name: 'nim perfect move, 8 heaps of 15', value: +perfect.toFixed(3), unit: 'ms/move' },
      { name: 'nim depth-5 search, 3 4 5', value: +depth5.toFixed(2), unit: 'ms/move' },
    ];
  },
];
