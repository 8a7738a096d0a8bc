import { prepare, think, toBitPosition } from '../src/games/connect-four/ai.js';
import { Solver } from '../src/games/connect-four/solver.js';
import { type ConnectFourState, rules } from '../src/games/connect-four/rules.js';
import { createRng } from '../src/core/rng.js';
import { type Benchmark, type Figure, randomPlayer } from './harness.js';

/**
 * Connect Four 7x6 tournaments. The maximum level (the default: book, then solver) playing first
 * must win every game against each opponent; the default level must beat a one-ply player in at
 * least 95% of games; a middle level (depth 6) shows the search's strength. Also the longest time
 * the maximum level took for one move, the figure behind "never waits more than a second".
 */
type Player = (state: ConnectFourState, game: number) => number;

const MAX = 42;
let longestMaxMove = 0;
const level =
  (depth: number): Player =>
  (state, game) => {
    const t = performance.now();
    const move = think(state, { depth, seed: game * 1000 + state.ply, timeMs: 2000 }).move;
    if (depth === MAX) longestMaxMove = Math.max(longestMaxMove, performance.now() - t);
    return move;
  };
/** A perfect opponent that picks at random among its best columns: the longest, hardest games. */
const oracle = new Solver(7, 6, 24);
const perfect: Player = (state, game) => {
  const { moves } = oracle.bestMoves(toBitPosition(state));
  return moves[Math.floor(createRng(game * 31 + state.ply).next() * moves.length)]!;
};
const random: Player = randomPlayer(rules);

/** Plays `games` games; returns the first player's wins, draws and losses. */
function match(first: Player, second: Player, games: number): { won: number; drawn: number; lost: number } {
  const tally = { won: 0, drawn: 0, lost: 0 };
  for (let g = 0; g < games; g++) {
    let s = rules.newGame();
    while (!rules.result(s)) s = rules.play(s, (s.turn === 'first' ? first : second)(s, g));
    const w = rules.result(s)!.winner;
    if (w === 'first') tally.won++;
    else if (w === null) tally.drawn++;
    else tally.lost++;
  }
  return tally;
}

const pct = (n: number, of: number): number => +((100 * n) / of).toFixed(1);

export const benchmarks: Benchmark[] = [
  async (): Promise<Figure[]> => {
    await prepare(rules.newGame());
    const figures: Figure[] = [];
    const opponents: [string, Player, number][] = [
      ['random', random, 10],
      ['one-ply', level(1), 10],
      ['depth 6', level(6), 6],
      ['the maximum level', level(MAX), 1],
      ['a perfect player choosing at random among its best moves', perfect, 4],
    ];
    for (const [name, opponent, games] of opponents) {
      const r = match(level(MAX), opponent, games);
      figures.push({
        name: `connect four max level first vs ${name}: wins of ${games}`,
        value: pct(r.won, games),
        unit: '%',
      });
    }
    // Second against perfect play the maximum level must lose, as slowly as possible: timing only.
    match(perfect, level(MAX), 4);
    const def = match(level(MAX), level(1), 10);
    const defSecond = match(level(1), level(MAX), 10);
    figures.push({
      name: 'connect four default level vs one-ply (both sides, 20 games): wins',
      value: pct(def.won + defSecond.lost, 20),
      unit: '%',
    });
    const mid = match(level(6), level(1), 20);
    const midSecond = match(level(1), level(6), 20);
    figures.push({
      name: 'connect four depth 6 vs one-ply (both sides, 40 games): wins',
      value: pct(mid.won + midSecond.lost, 40),
      unit: '%',
    });
    figures.push({
      name: 'connect four max level: longest move in these games',
      value: Math.round(longestMaxMove),
      unit: 'ms',
    });
    return figures;
  },
];
