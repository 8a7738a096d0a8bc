import { readFileSync } from 'node:fs';
import { Solver, positionFromDigits } from '../src/games/connect-four/solver.js';
import type { Benchmark } from './harness.js';

/**
 * Connect Four: mean time and nodes per position of Pascal Pons' test sets, solved exactly with
 * one solver whose table persists across positions (as in his benchmark). Reference on the same
 * 2-core machine (his C++ solver): L3_R1 7 us / 51 nodes, L2_R1 44 us / 449, L2_R2 4.0 ms / 39,800,
 * L1_R1 0.28 ms / 3,300, L1_R2 142 ms / 1.19 M, L1_R3 6.7 s / 53.6 M.
 */
const sets: [name: string, count: number][] = [
  ['Test_L3_R1', 1000],
  ['Test_L2_R1', 1000],
  ['Test_L2_R2', 200],
  ['Test_L1_R1', 1000],
  ['Test_L1_R2', 20],
  ['Test_L1_R3', 3],
];

export const benchmarks: Benchmark[] = sets.map(([name, count]): Benchmark => () => {
  const text = readFileSync(new URL(`../test/data/connect-four/${name}`, import.meta.url), 'utf8');
  const lines = text.trim().split('\n').slice(0, count);
  const solver = new Solver(7, 6, 23);
  let nodes = 0;
  let wrong = 0;
  const start = performance.now();
  for (const line of lines) {
    const [moves, score] = line.split(' ');
    if (solver.solve(positionFromDigits(moves!)) !== Number(score)) wrong++;
    nodes += solver.nodes;
  }
  const ms = (performance.now() - start) / lines.length;
  return [
    { name: `connect four ${name} (${lines.length} positions) mean time`, value: +ms.toFixed(3), unit: 'ms/position' },
    { name: `connect four ${name} mean nodes`, value: Math.round(nodes / lines.length), unit: 'nodes/position' },
    { name: `connect four ${name} wrong scores`, value: wrong, unit: 'positions' },
  ];
});
