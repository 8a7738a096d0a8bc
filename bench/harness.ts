/** A tiny benchmark harness: each game file exports figures; `run.ts` prints and records them. */
import type { BaseState, Game } from '../src/core/game.js';
import { createRng } from '../src/core/rng.js';

/** One measured figure. */
export interface Figure {
  /** What was measured, e.g. `tictactoe 4x4 solve from the empty board`. */
  name: string;
  /** The value. */
  value: number;
  /** Its unit, e.g. `ms`, `nodes`, `knodes/s`. */
  unit: string;
}

/** A benchmark returns one or more figures. */
export type Benchmark = () => Figure[] | Promise<Figure[]>;

/** Wall time of `fn` in milliseconds, taking the median of `runs` runs after one warm-up. */
export function timeMedian(fn: () => void, runs = 5): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/**
 * `plies` random legal moves from a new game with `options`, seeded so every run meets the same
 * ones; a game they would end is drawn again with the same generator.
 */
export function openingMoves<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  options: Partial<O>,
  plies: number,
  seed: number,
): M[] {
  const rng = createRng(seed);
  for (;;) {
    let s = rules.newGame(options);
    const moves: M[] = [];
    while (!rules.result(s) && moves.length < plies) {
      const legal = rules.legalMoves(s);
      const m = legal[Math.floor(rng.next() * legal.length)]!;
      moves.push(m);
      s = rules.play(s, m);
    }
    if (!rules.result(s)) return moves;
  }
}

/** The position after `openingMoves(rules, options, plies, seed)`. */
export function randomPosition<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  options: Partial<O>,
  plies: number,
  seed: number,
): S {
  return openingMoves(rules, options, plies, seed).reduce((s, m) => rules.play(s, m), rules.newGame(options));
}

/** A tournament player that picks a legal move at random, seeded by the game number and the ply. */
export function randomPlayer<S extends BaseState, M, O>(rules: Game<S, M, O>): (state: S, game: number) => M {
  return (state, game) => {
    const moves = rules.legalMoves(state);
    return moves[Math.floor(createRng(game * 7919 + state.ply).next() * moves.length)]!;
  };
}
