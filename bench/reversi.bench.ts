import { readFileSync } from 'node:fs';
import { createRng } from '../src/core/rng.js';
import { search } from '../src/core/search.js';
import { think } from '../src/games/reversi/ai.js';
import { perft } from '../src/games/reversi/perft.js';
import { searchPosition } from '../src/games/reversi/position.js';
import { type ReversiState, rules } from '../src/games/reversi/rules.js';
import { loadEndgameEngine, sharedSolver, solve } from '../src/games/reversi/solver.js';
import { useWasm } from '../src/core/wasm.js';
import { endgameEngine } from '../src/games/reversi/wasm-endgame.js';
import type { Benchmark, Figure } from './harness.js';
import { edaxSolve, ffoRange, median } from './native.js';

/**
 * Reversi: perft speed (checked against the published counts), midgame search speed, the exact
 * endgame solver on FFO #40-#44 (`FFO=40-49` for more): the WebAssembly engine the AI uses
 * ("ours"), and on #40-#44 the JavaScript fallback too. With `EDAX_BIN` and `EDAX_DIR` (Edax 4.6
 * with a zero-weight `data/eval.dat`, see bench/README.md), each position solved by ours is then
 * solved by Edax on one thread (`-solve FILE -n-tasks 1 -level 60`), and the figures add its
 * time and the ratio, both measured here, in this run. The tournaments are in
 * `reversi-tournament.bench.ts`.
 */
const PERFT = [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800];

function perftFigures(): Figure[] {
  const start = rules.newGame();
  const t = performance.now();
  const n = perft(start, 11);
  const ms = performance.now() - t;
  return [
    { name: 'reversi perft(11) from the 8x8 start matches 212,258,800', value: n === PERFT[11] ? 1 : 0, unit: 'yes' },
    { name: 'reversi perft(11) speed', value: Math.round(n / ms / 1000), unit: 'M leaves/s' },
  ];
}

/** A position `plies` random moves from the start. */
export function opening(plies: number, seed: number, size = 8): ReversiState {
  const rng = createRng(seed);
  let s = rules.newGame({ size });
  for (let i = 0; i < plies && !rules.result(s); i++) {
    const moves = rules.legalMoves(s);
    s = rules.play(s, moves[Math.floor(rng.next() * moves.length)]!);
  }
  return s;
}

function midgameFigures(): Figure[] {
  const figures: Figure[] = [];
  for (const [size, depth] of [
    [8, 7],
    [10, 5],
  ] as const) {
    let nodes = 0;
    let ms = 0;
    for (let seed = 1; seed <= 5; seed++) {
      const r = search(searchPosition(opening(20, seed, size)), { depth, seed: 1 });
      nodes += r.nodes;
      ms += r.elapsedMs;
    }
    figures.push({
      name: `reversi ${size}x${size} midgame search (depth ${depth}, 5 positions after 20 random moves) speed`,
      value: Math.round(nodes / ms),
      unit: 'knodes/s',
    });
  }
  return figures;
}

/** Solves `s` with the JavaScript fallback (WebAssembly turned off for the call): milliseconds, score and nodes. */
function scriptSolve(s: ReversiState): { ms: number; score: number; nodes: number } {
  useWasm(false);
  try {
    const t = performance.now();
    const { score, nodes } = solve(s);
    return { ms: performance.now() - t, score, nodes };
  } finally {
    useWasm(true);
  }
}

async function endgameFigures(): Promise<Figure[]> {
  const [from, to] = ffoRange();
  const lines = readFileSync(new URL('../test/data/reversi/ffo.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(from - 40, to - 39);
  const bin = process.env.EDAX_BIN;
  const dir = process.env.EDAX_DIR;
  if (bin && !dir) throw new Error('EDAX_BIN needs EDAX_DIR, the folder holding data/eval.dat');
  if (!(await loadEndgameEngine(8))) throw new Error('The WebAssembly endgame engine did not load.');
  const figures: Figure[] = [];
  const ratios: number[] = [];
  let total = 0;
  let edaxTotal = 0;
  let scriptTotal = 0;
  let scriptWasmTotal = 0;
  let wrong = 0;
  lines.forEach((line, i) => {
    const [position, ...rest] = line.split(';');
    const listed = new Map(
      rest.map((p) => [/([A-H][1-8])/.exec(p)?.[1]?.toLowerCase(), Number(/:([+-]\d+)/.exec(p)?.[1] ?? -99)]),
    );
    const best = Math.max(...listed.values());
    const s = rules.newGame({ position });
    const t = performance.now();
    const r = solve(s);
    const ms = performance.now() - t;
    total += ms;
    // A wrong score, or a move the file does not list with the best score.
    if (r.score !== best || listed.get(rules.moveToString(s, r.move)) !== best) wrong++;
    const n = from + i;
    figures.push({
      name: `reversi FFO #${n} exact solve (${rules.moveToString(s, r.move)} ${r.score > 0 ? '+' : ''}${r.score}, ${(r.nodes / 1e6).toFixed(1)} M nodes)`,
      value: +(ms / 1000).toFixed(2),
      unit: 's',
    });
    if (bin && dir) {
      const edax = edaxSolve(bin, dir, line);
      if (edax.score !== best) wrong++;
      edaxTotal += edax.ms;
      ratios.push(ms / edax.ms);
      figures.push({
        name: `reversi FFO #${n} Edax (EDAX_BIN, one thread, ${(edax.nodes / 1e6).toFixed(1)} M nodes: every position, where ours counts those above the last three empties)`,
        value: +(edax.ms / 1000).toFixed(2),
        unit: 's',
      });
      figures.push({ name: `reversi FFO #${n} ours / Edax`, value: +(ms / edax.ms).toFixed(2), unit: 'x' });
    }
    // The fallback is several times slower: measured on the first five positions only.
    if (n <= 44) {
      const js = scriptSolve(s);
      if (js.score !== best) wrong++;
      scriptTotal += js.ms;
      scriptWasmTotal += ms;
      figures.push({
        name: `reversi FFO #${n} JavaScript fallback (${(js.nodes / 1e6).toFixed(1)} M nodes)`,
        value: +(js.ms / 1000).toFixed(2),
        unit: 's',
      });
    }
  });
  sharedSolver().reset();
  figures.push({ name: `reversi FFO #${from}-#${to} total`, value: +(total / 1000).toFixed(1), unit: 's' });
  if (ratios.length > 0) {
    ratios.sort((a, b) => a - b);
    figures.push({ name: `reversi FFO #${from}-#${to} Edax total`, value: +(edaxTotal / 1000).toFixed(1), unit: 's' });
    figures.push({
      name: `reversi FFO #${from}-#${to} ours / Edax (total)`,
      value: +(total / edaxTotal).toFixed(2),
      unit: 'x',
    });
    figures.push({
      name: `reversi FFO #${from}-#${to} ours / Edax (median position)`,
      value: +ratios[Math.floor(ratios.length / 2)]!.toFixed(2),
      unit: 'x',
    });
  }
  if (scriptTotal > 0)
    figures.push({
      name: `reversi FFO JavaScript fallback / ours (total of the positions up to #44)`,
      value: +(scriptTotal / scriptWasmTotal).toFixed(2),
      unit: 'x',
    });
  figures.push({ name: `reversi FFO #${from}-#${to} wrong scores`, value: wrong, unit: 'positions' });
  return figures;
}

/** Positions `empties` squares from the end of 20 games (depth-3 play after random openings), each game's own. */
export function endings(empties: number, games = 20): ReversiState[] {
  const out: ReversiState[] = [];
  for (let g = 0; out.length < games; g++) {
    let s = opening(6, g + 100);
    while (!rules.result(s) && 64 - s.discs.first - s.discs.second > empties)
      s = rules.play(s, think(s, { depth: 3, seed: g }).move);
    if (!rules.result(s) && s.canMove) out.push(s);
  }
  return out;
}

/**
 * How long the exact solve (the WebAssembly engine) takes from 18 to 23 empties in 20 positions of
 * games each, each from an empty table (in play the table still holds the last move's work): the
 * longest and the median. The computer solves from the most empties whose longest solve fits the
 * half of its `ai-time` that it gives the solver (`solveFrom` in `ai.ts`).
 */
async function solveFromFigures(): Promise<Figure[]> {
  await loadEndgameEngine(8);
  const figures: Figure[] = [];
  for (const empties of [18, 20, 21, 22, 23]) {
    const times = endings(empties).map((s) => {
      endgameEngine(8)!.reset();
      const t = performance.now();
      solve(s);
      return performance.now() - t;
    });
    figures.push({
      name: `reversi exact solve from ${empties} empties (20 positions of games): longest`,
      value: Math.round(Math.max(...times)),
      unit: 'ms',
    });
    figures.push({
      name: `reversi exact solve from ${empties} empties (20 positions of games): median`,
      value: Math.round(median(times)),
      unit: 'ms',
    });
  }
  return figures;
}

export const benchmarks: Benchmark[] = [perftFigures, midgameFigures, endgameFigures, solveFromFigures];
