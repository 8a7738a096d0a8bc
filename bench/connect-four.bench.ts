import { readFileSync } from 'node:fs';
import { createRng } from '../src/core/rng.js';
import { BitPosition, Solver, positionFromDigits } from '../src/games/connect-four/solver.js';
import type { Benchmark } from './harness.js';

/**
 * Connect Four: mean time and nodes per position of Pascal Pons' test sets, solved exactly with
 * one solver whose table persists across positions (as in his benchmark), of the size the AI uses
 * on 7x6 (2^22 slots, 32 MB; a table that fits the processor's cache is about a third faster
 * per position, at slightly higher node counts). Reference on the same
 * 2-core machine (his C++ solver): L3_R1 7 us / 51 nodes, L2_R1 44 us / 449, L2_R2 4.0 ms / 39,800,
 * L1_R1 0.28 ms / 3,300, L1_R2 142 ms / 1.19 M, L1_R3 6.7 s / 53.6 M.
 *
 * The quick sets are solved three times, each from an empty table, and report the median pass:
 * on a shared machine single passes of them vary by a quarter.
 */
const sets: [name: string, count: number, passes: number][] = [
  ['Test_L3_R1', 1000, 3],
  ['Test_L2_R1', 1000, 3],
  ['Test_L2_R2', 200, 3],
  ['Test_L1_R1', 1000, 3],
  ['Test_L1_R2', 20, 1],
  ['Test_L1_R3', 3, 1],
];

const load = (name: string, count: number) => readFileSync(new URL(`../test/data/connect-four/${name}`, import.meta.url), 'utf8').trim().split('\n').slice(0, count);

/** A position after `plies` random moves that neither side can win at once, or undefined when the game ended first. */
function randomPosition(rng: ReturnType<typeof createRng>, plies: number): BitPosition | undefined {
  const p = new BitPosition(7, 6);
  for (let i = 0; i < plies; i++) {
    const open = [0, 1, 2, 3, 4, 5, 6].filter((c) => p.canPlay(c) && !p.isWinningMove(c));
    if (open.length === 0) return undefined;
    p.play(open[Math.floor(rng.next() * open.length)]!);
  }
  return p.canWinNext() ? undefined : p;
}

/**
 * One solver for every set. Before the first set it solves 400 random positions of 14 to 37
 * stones, so the figures measure compiled code, as the native reference does, not the JIT's
 * warm-up (which alone doubled the time of the 1000 small L3_R1 positions); each set then starts
 * from an empty table.
 */
let shared: Solver | undefined;
function warmSolver(): Solver {
  if (!shared) {
    shared = new Solver(7, 6, 22);
    const rng = createRng(7);
    for (let solved = 0; solved < 400; ) {
      const p = randomPosition(rng, 14 + Math.floor(rng.next() * 24));
      if (p) {
        shared.solve(p);
        solved++;
      }
    }
  }
  shared.reset();
  return shared;
}

/** One pass over a set from an empty table: milliseconds and nodes per position, and wrong scores. */
function pass(lines: string[]): { ms: number; nodes: number; wrong: number } {
  const solver = warmSolver();
  let nodes = 0;
  let wrong = 0;
  const start = performance.now();
  for (const line of lines) {
    const [moves, score] = line.split(' ');
    if (solver.solve(positionFromDigits(moves!)) !== Number(score)) wrong++;
    nodes += solver.nodes;
  }
  return { ms: (performance.now() - start) / lines.length, nodes: nodes / lines.length, wrong };
}

export const benchmarks: Benchmark[] = sets.map(([name, count, passes]): Benchmark => () => {
  const lines = load(name, count);
  const runs = Array.from({ length: passes }, () => pass(lines)).sort((a, b) => a.ms - b.ms);
  const { ms, nodes } = runs[Math.floor(passes / 2)]!;
  const wrong = Math.max(...runs.map((r) => r.wrong));
  return [
    { name: `connect four ${name} (${lines.length} positions${passes > 1 ? `, median of ${passes} passes` : ''}) mean time`, value: +ms.toFixed(3), unit: 'ms/position' },
    { name: `connect four ${name} mean nodes`, value: Math.round(nodes), unit: 'nodes/position' },
    { name: `connect four ${name} wrong scores`, value: wrong, unit: 'positions' },
  ];
});
