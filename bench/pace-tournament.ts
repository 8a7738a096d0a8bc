/**
 * `npm run bench:pace-tournament`: the computer at a board's pace (`paceOf(2000)`, answering once
 * its best move settles, up to 2 s) against the computer thinking a fixed 2 s a move, as boards
 * did before. Random openings, each played twice with the colours swapped. Prints the paced
 * side's points and both sides' median and longest time per move.
 * GAME=reversi|lines-of-action|hnefatafl|kalah (default: all four; Kalah is the example package's), GAMES=40 (even);
 * FROM=20 starts at
 * that game (even), so two processes on two cores can share one tournament's openings.
 * MAX_PLIES=300: a game still going after that many plies is scored a draw (Hnefatafl's sides can
 * go on without repeating a position for hundreds of moves); the draws so decided are counted.
 * BASELINE=<a checkout of an earlier version>: the fixed side plays with that version's AI (its
 * `src/games/<game>/ai.ts`, built as it was), so the pace is measured against the product as it
 * was, engine included; without it both sides share today's engine.
 * PACE=off with BASELINE: both sides think the fixed time, so the match measures today's engine
 * against the baseline's alone (an engine change proven by self-play). TIME_MS=2000 sets the time.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Thought } from '../src/core/ai.js';
import { paceOf } from '../src/core/ai.js';
import type { BaseState, Game, Player } from '../src/core/game.js';
import { ai as kalahAi } from '../examples/kalah/src/ai.js';
import { rules as kalahRules } from '../examples/kalah/src/rules.js';
import * as hnefatafl from '../src/games/hnefatafl/ai.js';
import { rules as hnefataflRules } from '../src/games/hnefatafl/rules.js';
import * as linesOfAction from '../src/games/lines-of-action/ai.js';
import { rules as linesOfActionRules } from '../src/games/lines-of-action/rules.js';
import * as reversi from '../src/games/reversi/ai.js';
import { rules as reversiRules } from '../src/games/reversi/rules.js';
import { randomPosition } from './harness.js';
import { opening as reversiOpening } from './reversi.bench.js';

const TIME_MS = Number(process.env.TIME_MS ?? 2000);
const pacedSearch = process.env.PACE !== 'off';
/**
 * The two sides' names in the output: the paced side (or today's engine, unpaced) and the fixed one (or the baseline).
 */
const A = pacedSearch ? 'paced' : 'today';
const B = process.env.BASELINE ? 'baseline' : 'fixed';
interface Contest<S extends BaseState, M> {
  rules: Game<S, M, object>;
  think: (state: S, options: { timeMs: number; paceMs?: number; seed: number }) => Thought<M>;
  opening: (pair: number) => S;
  prepare?: () => Promise<void>;
  /** The AI's module in a checkout (default `src/games/<name>/ai.ts`), for BASELINE. */
  module?: string;
}
const contests: Record<string, Contest<any, any>> = {
  reversi: {
    rules: reversiRules,
    think: reversi.think,
    opening: (pair) => reversiOpening(4, 7919 + pair),
    prepare: () => reversi.prepare(reversiRules.newGame()),
  },
  'lines-of-action': {
    rules: linesOfActionRules,
    think: linesOfAction.think,
    opening: (pair) => randomPosition(linesOfActionRules, {}, 4, 900 + pair),
  },
  hnefatafl: {
    rules: hnefataflRules,
    think: hnefatafl.think,
    opening: (pair) => randomPosition(hnefataflRules, { variant: 'copenhagen' }, 2, 4200 + pair),
  },
  kalah: {
    rules: kalahRules,
    think: kalahAi.think,
    opening: (pair) => randomPosition(kalahRules, { seeds: 4 }, 2, 4200 + pair),
    module: 'examples/kalah/src/ai.ts',
  },
};

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

const baseline = process.env.BASELINE;
const maxPlies = Number(process.env.MAX_PLIES ?? 300);

/** The fixed side's `think`: the contest's own, or the baseline version's. */
async function fixedThink(name: string, c: Contest<any, any>): Promise<Contest<any, any>['think']> {
  if (!baseline) return c.think;
  const earlier = await import(pathToFileURL(resolve(baseline, c.module ?? join('src/games', name, 'ai.ts'))).href);
  await earlier.prepare?.(c.rules.newGame({}));
  // The games of the library export `think`; a package such as Kalah exports its `GameAi` as `ai`.
  return earlier.think ?? earlier.ai.think;
}

async function play(name: string, games: number, from: number): Promise<void> {
  const c = contests[name]!;
  await c.prepare?.();
  const fixed = await fixedThink(name, c);
  let points = 0;
  let capped = 0;
  const times = { paced: [] as number[], fixed: [] as number[] };
  const started = performance.now();
  for (let g = from; g < from + games; g++) {
    let s = c.opening(g >> 1);
    const pacedSide: Player = g % 2 === 0 ? 'first' : 'second';
    while (!c.rules.result(s) && s.ply < maxPlies) {
      const paced = s.turn === pacedSide;
      const t0 = performance.now();
      const seed = g * 1000 + s.ply;
      const thought = paced
        ? c.think(s, { timeMs: TIME_MS, paceMs: pacedSearch ? paceOf(TIME_MS) : undefined, seed })
        : fixed(s, { timeMs: TIME_MS, seed });
      times[paced ? 'paced' : 'fixed'].push(performance.now() - t0);
      s = c.rules.play(s, thought.move);
    }
    const result = c.rules.result(s);
    if (!result) capped++;
    const w = result?.winner ?? null;
    points += w === pacedSide ? 1 : w === null ? 0.5 : 0;
    console.log(
      `${name} game ${g + 1} (${g + 1 - from} of ${games}): ${A} plays ${pacedSide}, ${!result ? 'draw at the ply limit' : w === null ? 'draw' : w === pacedSide ? `${A} wins` : `${B} wins`} in ${s.ply} plies; ${A} ${points}/${g + 1 - from}`,
    );
  }
  const ms = (xs: number[]) =>
    `median ${percentile(xs, 0.5).toFixed(0)} ms, 90th percentile ${percentile(xs, 0.9).toFixed(0)} ms, longest ${Math.max(...xs).toFixed(0)} ms`;
  console.log(
    `\n${name}: ${A} (${pacedSearch ? `pace ${paceOf(TIME_MS)} ms, at most ${TIME_MS} ms` : `${TIME_MS} ms`}) vs ${B} ${TIME_MS} ms${baseline ? ' (baseline version)' : ''}, games ${from + 1} to ${from + games}: ${A} scores ${points}/${games} = ${((100 * points) / games).toFixed(1)}%`,
  );
  console.log(`  games stopped at ${maxPlies} plies and scored a draw: ${capped}`);
  console.log(`  ${A}: ${ms(times.paced)} over ${times.paced.length} moves`);
  console.log(`  ${B}: ${ms(times.fixed)} over ${times.fixed.length} moves`);
  console.log(`  ${((performance.now() - started) / 60000).toFixed(1)} minutes\n`);
}

const games = Number(process.env.GAMES ?? 40);
const from = Number(process.env.FROM ?? 0);
if (!Number.isInteger(games) || games < 2 || games % 2)
  throw new Error('GAMES must be an even number of games (each opening with both colours).');
if (!Number.isInteger(from) || from < 0 || from % 2) throw new Error('FROM must be an even game number.');
for (const name of process.env.GAME ? [process.env.GAME] : Object.keys(contests)) {
  if (!contests[name]) throw new Error(`GAME must be one of ${Object.keys(contests).join(', ')}`);
  await play(name, games, from);
}
