import { createRng } from '../src/core/rng.js';
import { type PegSolitaireState, type Variant, boardOf, holeName, rules } from '../src/games/peg-solitaire/rules.js';
import { PegSolver, solveWithin } from '../src/games/peg-solitaire/solver.js';
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
    {
      name: 'peg solitaire English central game from the start (fresh table, median of 9)',
      value: +fromStart.toFixed(2),
      unit: 'ms',
    },
    {
      name: 'peg solitaire English central game from 100 random positions (fresh table each): mean',
      value: +perPosition.toFixed(2),
      unit: 'ms/position',
    },
    {
      name: 'peg solitaire English random positions: mean positions searched',
      value: Math.round(nodes / positions.length),
      unit: 'nodes/position',
    },
    {
      name: 'peg solitaire English 100 random positions with one shared table: mean',
      value: +perPositionShared.toFixed(2),
      unit: 'ms/position',
    },
    {
      name: 'peg solitaire English random positions that can still end in the centre',
      value: solvable,
      unit: 'of 100',
    },
  ];
}

/**
 * The larger boards and other start holes: the 45-hole central game, one peg anywhere on the
 * French and diamond boards (the module's shared solvers, first used here, so they start empty),
 * and every English start hole back to itself, each with a fresh solver.
 */
function otherBoards(): Figure[] {
  const figures: Figure[] = [];
  const timed = (name: string, variant: Variant, startHole: string | undefined, target: 'start' | 'any') => {
    const s = rules.newGame({ variant, startHole });
    const t = performance.now();
    const line = target === 'start' ? new PegSolver(s.board, s.startHole).solve(s.pegs) : solveWithin(s, 'any');
    const ms = performance.now() - t;
    if (!line) throw new Error(`${name}: no solution`);
    figures.push({ name, value: +ms.toFixed(1), unit: 'ms' });
  };
  timed("peg solitaire Wiegleb's 45-hole central game from the start", 'wiegleb', undefined, 'start');
  timed('peg solitaire French board from c1, one peg anywhere', 'french', 'c1', 'any');
  timed('peg solitaire diamond board from d2, one peg anywhere', 'diamond', 'd2', 'any');
  const board = boardOf('english');
  const t = performance.now();
  for (let h = 0; h < board.holes.length; h++) {
    const s = rules.newGame({ startHole: holeName(board, h) });
    if (!new PegSolver(board, h).solve(s.pegs))
      throw new Error(`English start hole ${holeName(board, h)}: no solution`);
  }
  figures.push({
    name: 'peg solitaire English board, each of the 33 start holes back to itself (fresh solver each): mean',
    value: +((performance.now() - t) / board.holes.length).toFixed(1),
    unit: 'ms/hole',
  });
  return figures;
}

export const benchmarks: Benchmark[] = [english, otherBoards];
