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

const load = (name: string, count: number) => readFileSync(new URL(`../test/data/connect-four/${name}`, import.meta.url), 'utf8').trim().split('\n').slice(0, count);

/**
 * One solver for every set. Before the first set it solves a few positions of another kind, so
 * the figures measure compiled code, as the native reference does, not the JIT's warm-up (which
 * alone tripled the time of the 1000 small L3_R1 positions); each set then starts from an empty table.
 */
let shared: Solver | undefined;
function warmSolver(): Solver {
  if (!shared) {
    shared = new Solver(7, 6, 23);
    for (const line of load('Test_L2_R2', 40)) shared.solve(positionFromDigits(line.split(' ')[0]!));
  }
  shared.reset();
  return shared;
}

export const benchmarks: Benchmark[] = sets.map(([name, count]): Benchmark => () => {
  const lines = load(name, count);
  const solver = warmSolver();
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
