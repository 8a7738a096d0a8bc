import { prepare, think } from '../src/games/reversi/ai.js';
import { type ReversiMove, type ReversiState, rules } from '../src/games/reversi/rules.js';
import type { Benchmark, Figure } from './harness.js';
import { opening } from './reversi.bench.js';

/**
 * Reversi tournaments from random four-move openings, colours alternating: the default level
 * (the maximum depth within its time) against a one-ply greedy player, and more time against less.
 */
type Player = (s: ReversiState, game: number) => ReversiMove;
const level =
  (depth: number | undefined, timeMs: number): Player =>
  (s, game) =>
    think(s, { depth, timeMs, seed: game * 1000 + s.ply }).move;

/** Plays `games` games from random four-move openings, colours alternating; returns `a`'s wins (draws count half). */
function match(a: Player, b: Player, games: number): number {
  let score = 0;
  for (let g = 0; g < games; g++) {
    let s = opening(4, 7919 + g);
    const aSide = g % 2 === 0 ? 'first' : 'second';
    while (!rules.result(s)) s = rules.play(s, (s.turn === aSide ? a : b)(s, g));
    const w = rules.result(s)!.winner;
    score += w === aSide ? 1 : w === null ? 0.5 : 0;
  }
  return score;
}

async function tournamentFigures(): Promise<Figure[]> {
  // As the worker does: the exact solver loaded before the first move.
  await prepare(rules.newGame());
  // The default level is the maximum depth within ai-time; 100 ms a move here keeps the bench short.
  const byDefault = level(undefined, 100);
  const greedy = level(1, 1000);
  const strongest = level(undefined, 1000);
  const vsGreedy = match(byDefault, greedy, 100);
  const vsDefault = match(strongest, byDefault, 20);
  return [
    { name: 'reversi default level (100 ms a move) vs one-ply greedy, 100 games: wins', value: vsGreedy, unit: '%' },
    {
      name: 'reversi strongest level (1 s a move) vs default level (100 ms), 20 games: points',
      value: +((100 * vsDefault) / 20).toFixed(1),
      unit: '%',
    },
  ];
}

export const benchmarks: Benchmark[] = [tournamentFigures];
