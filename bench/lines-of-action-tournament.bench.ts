import { think } from '../src/games/lines-of-action/ai.js';
import { type LinesOfActionMove, type LinesOfActionState, rules } from '../src/games/lines-of-action/rules.js';
import { type Benchmark, type Figure, randomPlayer, randomPosition } from './harness.js';

/**
 * Lines of Action tournaments from random four-move openings, each opening played twice with the
 * colours swapped: the default level (the maximum depth within its time; 100 ms a move here keeps
 * the bench short) against a random and a one-ply greedy player, and the strongest level (1 s a
 * move) against the default. From the start alone, the games of two deterministic players repeat.
 */
type Player = (s: LinesOfActionState, game: number) => LinesOfActionMove;
const level =
  (depth: number | undefined, timeMs: number): Player =>
  (s, game) =>
    think(s, { depth, timeMs, seed: game * 1000 + s.ply }).move;
const random: Player = randomPlayer(rules);

/** The position after four random moves, the same for both games of a pair. */
const opening = (pair: number): LinesOfActionState => randomPosition(rules, {}, 4, 900 + pair);

/** Plays `games` games, colours alternating; returns `a`'s points (a draw counts half) and the longest game. */
function match(a: Player, b: Player, games: number): { points: number; longest: number } {
  let points = 0;
  let longest = 0;
  for (let g = 0; g < games; g++) {
    let s = opening(g >> 1);
    const aSide = g % 2 === 0 ? 'first' : 'second';
    while (!rules.result(s)) s = rules.play(s, (s.turn === aSide ? a : b)(s, g));
    const w = rules.result(s)!.winner;
    points += w === aSide ? 1 : w === null ? 0.5 : 0;
    longest = Math.max(longest, s.ply);
  }
  return { points, longest };
}

function tournamentFigures(): Figure[] {
  const byDefault = level(undefined, 100);
  const vsRandom = match(byDefault, random, 100);
  const vsGreedy = match(byDefault, level(1, 100), 100);
  const vsDefault = match(level(undefined, 1000), byDefault, 20);
  return [
    {
      name: 'lines of action default level (100 ms a move) vs random, 100 games: points',
      value: vsRandom.points,
      unit: '%',
    },
    {
      name: 'lines of action default level (100 ms a move) vs one-ply greedy, 100 games: points',
      value: vsGreedy.points,
      unit: '%',
    },
    {
      name: 'lines of action strongest level (1 s a move) vs default level (100 ms), 20 games: points',
      value: +((100 * vsDefault.points) / 20).toFixed(1),
      unit: '%',
    },
    {
      name: 'lines of action longest game in these tournaments',
      value: Math.max(vsRandom.longest, vsGreedy.longest, vsDefault.longest),
      unit: 'plies',
    },
  ];
}

export const benchmarks: Benchmark[] = [tournamentFigures];
