import { createRng } from '../src/core/rng.js';
import { type PegSolitaireState, type Variant, rules } from '../src/games/peg-solitaire/rules.js';
import { PegSolver } from '../src/games/peg-solitaire/solver.js';
import { type Benchmark, type Figure, timeMedian } from './harness.js';

/**
 * Peg solitaire: time for a fresh solver (an empty table) to solve the English central game from
 * the start, and from 100 positions reached by random jumps (seeded); also how many of those
 * positions can still end with one peg in the centre. Reference: a plain depth-first search with
 * a dead-position set takes about 20 ms from the start on this machine.
 */
function randomPositions(variant: Variant, count: number, seed: number): PegSolitaireState[] {
  const rng = createRng(seed);
  const positions: PegSolitaireState[] = [];
  while (positions.length < count) {
    let s = rules.newGame({ variant });
    for (let k = 1 + Math.floor(rng.next() * 20); k > 0 && !s.outcome; k--) {
      const moves = rules.legalMoves(s);
      s = rules.play(s, moves[Math.floor(rng.next() * moves.length)]!);
    }
    if (!s.outcome) positions.push(s);
  }
  return positions;
}

function english(): Figure[] {
  const start = rules.newGame();
  const fromStart = timeMedian(() => new PegSolver(start.board, start.startHole).solve(start.pegs), 9);
  const positions = randomPositions('english', 100, 5);
  let solvable = 0;
  let nodes = 0;
  const t = performance.now();
  for (const s of positions) {
    const solver = new PegSolver(s.board, s.startHole);
    if (solver.solve(s.pegs)) solvable++;
    nodes += solver.nodes;
  }
  const perPosition = (performance.now() - t) / positions.length;
  // As the board uses it: one solver whose table of dead positions grows from question to question.
  const shared = new PegSolver(start.board, start.startHole);
  const t2 = performance.now();
  for (const s of positions) shared.solve(s.pegs);
  const perPositionShared = (performance.now() - t2) / positions.length;
  return [
    { name: 'peg solitaire English central game from the start (fresh table, median of 9)', value: +fromStart.toFixed(2), unit: 'ms' },
    { name: 'peg solitaire English central game from 100 random positions (fresh table each): mean', value: +perPosition.toFixed(2), unit: 'ms/position' },
    { name: 'peg solitaire English random positions: mean positions searched', value: Math.round(nodes / positions.length), unit: 'nodes/position' },
    { name: 'peg solitaire English 100 random positions with one shared table: mean', value: +perPositionShared.toFixed(2), unit: 'ms/position' },
    { name: 'peg solitaire English random positions that can still end in the centre', value: solvable, unit: 'of 100' },
  ];
}

export const benchmarks: Benchmark[] = [english];
