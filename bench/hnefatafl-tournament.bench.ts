import { think } from '../src/games/hnefatafl/ai.js';
import { type HnefataflMove, type HnefataflState, type Variant, rules } from '../src/games/hnefatafl/rules.js';
import { type Benchmark, type Figure, randomPlayer, randomPosition } from './harness.js';

/**
 * Hnefatafl tournaments from random two-move openings: the default level (the maximum depth
 * within its time; 100 ms a move here keeps the bench short) plays each side against a random
 * and a one-ply player. Env `TAFL_GAMES` sets the games per pairing (default 20), `TAFL_MS` the
 * default level's time per move.
 */
type Player = (s: HnefataflState, game: number) => HnefataflMove;
const level =
  (depth: number | undefined, timeMs: number): Player =>
  (s, game) =>
    think(s, { depth, timeMs, seed: game * 1000 + s.ply }).move;
const random: Player = randomPlayer(rules);

/** The position after two random moves. */
const opening = (variant: Variant, game: number): HnefataflState => randomPosition(rules, { variant }, 2, 4200 + game);

/** Plays `games` games with `a` on `side`; returns a's wins, the longest game and the mean length. */
function match(
  variant: Variant,
  a: Player,
  b: Player,
  side: 'first' | 'second',
  games: number,
): { wins: number; longest: number; mean: number } {
  let wins = 0;
  let longest = 0;
  let total = 0;
  for (let g = 0; g < games; g++) {
    let s = opening(variant, g);
    while (!rules.result(s) && s.ply < 1000) s = rules.play(s, (s.turn === side ? a : b)(s, g));
    if (rules.result(s)?.winner === side) wins++;
    longest = Math.max(longest, s.ply);
    total += s.ply;
  }
  return { wins, longest, mean: Math.round(total / games) };
}

function tournament(variant: Variant): Figure[] {
  const games = Number(process.env['TAFL_GAMES'] ?? 20);
  const ms = Number(process.env['TAFL_MS'] ?? 100);
  const byDefault = level(undefined, ms);
  const figures: Figure[] = [];
  let longest = 0;
  for (const [opponent, player] of [
    ['random', random],
    ['one-ply', level(1, ms)],
  ] as const) {
    for (const side of ['first', 'second'] as const) {
      const r = match(variant, byDefault, player, side, games);
      longest = Math.max(longest, r.longest);
      const role = side === 'first' ? 'attackers' : 'defenders';
      figures.push({
        name: `${variant} default level (${ms} ms a move) as ${role} vs ${opponent}, ${games} games: won`,
        value: +((100 * r.wins) / games).toFixed(1),
        unit: '%',
      });
      figures.push({
        name: `${variant} default level as ${role} vs ${opponent}: mean game length`,
        value: r.mean,
        unit: 'plies',
      });
    }
  }
  figures.push({ name: `${variant} longest game in these tournaments`, value: longest, unit: 'plies' });
  return figures;
}

export const benchmarks: Benchmark[] = [() => tournament('copenhagen'), () => tournament('brandubh')];
