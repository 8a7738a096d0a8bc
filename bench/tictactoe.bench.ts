import { searchReport } from '../src/games/tictactoe/ai.js';
import { rules } from '../src/games/tictactoe/rules.js';
import { type Benchmark, timeMedian } from './harness.js';

/** Tic-tac-toe: full solves of the empty 3x3 and 4x4 boards (what the strongest level does on move 1). */
export const benchmarks: Benchmark[] = [
  ...(
    [
      [3, 3],
      [4, 4],
    ] as const
  ).map(([size, winLength]): Benchmark => () => {
    const s = rules.newGame({ size, winLength });
    let nodes = 0;
    const ms = timeMedian(() => {
      nodes = searchReport(s, { seed: 1, timeMs: Infinity }).nodes;
    }, 3);
    return [
      { name: `tictactoe ${size}x${size} solve from the empty board`, value: +ms.toFixed(1), unit: 'ms' },
      { name: `tictactoe ${size}x${size} solve nodes`, value: nodes, unit: 'nodes' },
      { name: `tictactoe ${size}x${size} search speed`, value: Math.round(nodes / ms), unit: 'knodes/s' },
    ];
  }),
  () => {
    const s = rules.newGame({ size: 7, winLength: 4 });
    const r = searchReport(s, { seed: 1, timeMs: 1000 });
    return [{ name: 'tictactoe 7x7 depth reached in 1 s', value: r.depth, unit: 'plies' }];
  },
];
