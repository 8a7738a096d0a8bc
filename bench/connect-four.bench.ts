import { readFileSync } from 'node:fs';
import { c4NativePass, median } from './native.js';
import { createRng } from '../src/core/rng.js';
import { BitPosition, Solver, positionFromDigits } from '../src/games/connect-four/solver.js';
import { createWasmSearch } from '../src/games/connect-four/wasm-search.js';
import { bestMove, loadOpeningBook } from '../src/games/connect-four/ai.js';
import { rules } from '../src/games/connect-four/rules.js';
import type { Benchmark, Figure } from './harness.js';

/**
 * Connect Four: mean time and nodes per position of Pascal Pons' test sets, solved exactly with
 * one solver whose table persists across positions (as in his benchmark), of the size the AI uses
 * on 7x6 (2^22 slots, 32 MB; a table that fits the processor's cache is about a third faster
 * per position, at slightly higher node counts). Both engines are measured: the WebAssembly
 * search the AI uses where WebAssembly loads ("ours"), and the JavaScript fallback.
 *
 * Every set but L1_R3 is solved three times, each from an empty table, and reports the median pass:
 * on a shared machine single passes of them vary by a quarter (`C4_SETS=L2_R1,L1_R2` takes only
 * those sets). Only the solves are timed, as in the native harness: the positions are read first.
 * With `C4_NATIVE` (his solver in the harness `bench/native/c4-harness.cpp`, see bench/README.md),
 * each pass of ours is followed by a pass of his on the same positions, also from an empty table
 * (then by one of the JavaScript fallback), and the figures add his time and the medians of the
 * per-pass ratios: all measured here, in this run.
 */
/** Pons' test sets: name, positions used, passes. */
export const sets: [name: string, count: number, passes: number][] = (
  [
    ['Test_L3_R1', 1000, 3],
    ['Test_L2_R1', 1000, 3],
    ['Test_L2_R2', 200, 3],
    ['Test_L1_R1', 1000, 3],
    ['Test_L1_R2', 20, 3],
    ['Test_L1_R3', 3, 1],
  ] as [string, number, number][]
).filter(([name]) => !process.env.C4_SETS || process.env.C4_SETS.split(',').some((s) => name.endsWith(s)));

/** The first `count` lines of a test set. */
export const load = (name: string, count: number): string[] =>
  readFileSync(new URL(`../test/data/connect-four/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(0, count);

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
 * One solver per engine for every set. Before the first set each solves 400 random positions of
 * 14 to 37 stones, so the figures measure compiled code, as the native reference does, not the
 * JIT's warm-up (which alone doubled the time of the 1000 small L3_R1 positions); each set then
 * starts from an empty table.
 */
const warm = new Map<string, Solver>();
async function warmSolver(engine: 'wasm' | 'js'): Promise<Solver> {
  let solver = warm.get(engine);
  if (!solver) {
    const core = engine === 'wasm' ? await createWasmSearch(7, 6, 22) : undefined;
    if (engine === 'wasm' && !core) throw new Error('WebAssembly did not load');
    solver = new Solver(7, 6, 22, core ?? undefined);
    const rng = createRng(7);
    for (let solved = 0; solved < 400;) {
      const p = randomPosition(rng, 14 + Math.floor(rng.next() * 24));
      if (p) {
        solver.solve(p);
        solved++;
      }
    }
    warm.set(engine, solver);
  }
  solver.reset();
  return solver;
}

/** One pass over a set from an empty table: milliseconds and nodes per position, and wrong scores. */
async function pass(lines: string[], engine: 'wasm' | 'js'): Promise<{ ms: number; nodes: number; wrong: number }> {
  const solver = await warmSolver(engine);
  // Read before the clock starts: the native harness, too, times only its solves.
  const cases = lines.map((line) => {
    const [moves, score] = line.split(' ');
    return { position: positionFromDigits(moves!), score: Number(score) };
  });
  let nodes = 0;
  let wrong = 0;
  const start = performance.now();
  for (const { position, score } of cases) {
    if (solver.solve(position) !== score) wrong++;
    nodes += solver.nodes;
  }
  return { ms: (performance.now() - start) / lines.length, nodes: nodes / lines.length, wrong };
}

/**
 * Headless play with the opening book: loading it, then the first move of the empty 7x6 board (median of 21 calls, the
 * first included).
 */
async function bookFigures(): Promise<Figure[]> {
  const start = performance.now();
  await loadOpeningBook();
  const loadMs = performance.now() - start;
  const empty = rules.newGame();
  const times = Array.from({ length: 21 }, () => {
    const t = performance.now();
    bestMove(empty);
    return performance.now() - t;
  });
  return [
    { name: 'connect four headless: loadOpeningBook()', value: +loadMs.toFixed(1), unit: 'ms' },
    {
      name: 'connect four headless: bestMove on the empty board after it, first call',
      value: +times[0]!.toFixed(2),
      unit: 'ms',
    },
    { name: 'connect four headless: the same, median of 21 calls', value: +median(times).toFixed(3), unit: 'ms' },
  ];
}

type Pass = Awaited<ReturnType<typeof pass>>;

/** Figures of one engine's passes over a set, and its median ratio to the interleaved native passes. */
function engineFigures(name: string, label: string, runs: Pass[], theirs: Pass[], count: number): Figure[] {
  const passes = runs.length;
  const figures = [
    {
      name: `connect four ${name} ${label} (${count} positions${passes > 1 ? `, median of ${passes} passes` : ''}) mean time`,
      value: +median(runs.map((r) => r.ms)).toFixed(4),
      unit: 'ms/position',
    },
    {
      name: `connect four ${name} ${label} mean nodes`,
      value: Math.round(median(runs.map((r) => r.nodes))),
      unit: 'nodes/position',
    },
    {
      name: `connect four ${name} ${label} wrong scores`,
      value: Math.max(...runs.map((r) => r.wrong)),
      unit: 'positions',
    },
  ];
  if (theirs.length > 0)
    figures.push({
      name: `connect four ${name} ${label} / native (median of ${passes} interleaved passes)`,
      value: +median(runs.map((r, i) => r.ms / theirs[i]!.ms)).toFixed(2),
      unit: 'x',
    });
  return figures;
}

export const benchmarks: Benchmark[] = [
  bookFigures,
  ...sets.map(([name, count, passes]): Benchmark => async () => {
    const lines = load(name, count);
    const native = process.env.C4_NATIVE;
    const wasm: Pass[] = [];
    const js: Pass[] = [];
    const theirs: Pass[] = [];
    for (let i = 0; i < passes; i++) {
      wasm.push(await pass(lines, 'wasm'));
      if (native) theirs.push(c4NativePass(native, lines));
      js.push(await pass(lines, 'js'));
    }
    const figures = [
      ...engineFigures(name, 'ours (WebAssembly)', wasm, theirs, lines.length),
      ...engineFigures(name, 'JavaScript fallback', js, theirs, lines.length),
    ];
    if (theirs.length === 0) return figures;
    return [
      ...figures,
      {
        name: `connect four ${name} native (C4_NATIVE) mean time`,
        value: +median(theirs.map((r) => r.ms)).toFixed(4),
        unit: 'ms/position',
      },
      {
        name: `connect four ${name} native mean nodes`,
        value: Math.round(median(theirs.map((r) => r.nodes))),
        unit: 'nodes/position',
      },
      {
        name: `connect four ${name} native wrong scores`,
        value: Math.max(...theirs.map((r) => r.wrong)),
        unit: 'positions',
      },
    ];
  }),
];
