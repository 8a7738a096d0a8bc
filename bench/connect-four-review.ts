/**
 * `npx tsx bench/connect-four-review.ts [--games 2] [--seed 1] [--from 0] [--time 1000]`: how long a
 * review of a whole 7x6 Connect Four game takes in Node (`reviewLine`, as a server or a test runs
 * it), position by position, with the review book loaded as an analysis loads it, each position
 * asked again (`--time` ms a call, the board's default `review-time`) until its analysis is
 * complete: exact, whatever the time. The games are seeded: one of
 * random columns and one of the computer at a low level against itself (sensible moves), per
 * `--games`. `--from n` reviews each game from its position after n plies (the earlier positions
 * cost the most while the review book is shallow). Prints every position slower than a second,
 * the slowest, the total, and whether every move was valued exactly (a figure per run, never a
 * pass/fail threshold; the values themselves are checked in test/games/connect-four/review.test.ts).
 */
import { reviewLine } from '../src/core/review.js';
import { createRng } from '../src/core/rng.js';
import { ai, analyse, prepare, think } from '../src/games/connect-four/ai.js';
import { type ConnectFourState, rules } from '../src/games/connect-four/rules.js';
import { reviewBook } from '../src/games/connect-four/review-book.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
const games = arg('games', 2);
const seed = arg('seed', 1);
const from = arg('from', 0);
const timeMs = arg('time', 1000);

await prepare(rules.newGame(), 'analyse');
console.log(`Review book: every position to ply ${reviewBook()!.depth} (${reviewBook()!.size} positions).`);
/** Calls of `analyse` in the game under way. */
let calls = 0;
/** A position's exact values: its analysis asked again until complete. */
async function exactly(state: ConnectFourState) {
  await prepare(state, 'analyse');
  for (;;) {
    calls++;
    const analysis = analyse(state, { timeMs });
    if (analysis.complete) return analysis;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A seeded game to its end: random columns, or the computer at depth 7 against itself. */
function seededGame(kind: 'random' | 'sensible', n: number): string[] {
  const rng = createRng(n);
  let state = rules.newGame();
  const moves: string[] = [];
  while (!rules.result(state)) {
    const legal = rules.legalMoves(state);
    const move =
      kind === 'random'
        ? legal[Math.floor(rng.next() * legal.length)]!
        : think(state, { depth: 7, seed: n * 100 + state.ply }).move;
    moves.push(rules.moveToString(state, move));
    state = rules.play(state, move);
  }
  return moves;
}

for (let g = 0; g < games; g++) {
  for (const kind of ['random', 'sensible'] as const) {
    const line = seededGame(kind, seed + g);
    let start = rules.newGame();
    for (const m of line.slice(0, from)) start = rules.play(start, rules.moveFromString(start, m));
    const times: number[] = [];
    let last = performance.now();
    const began = last;
    calls = 0;
    const review = await reviewLine(rules, ai.reviewScale, line.slice(from), exactly, {
      start,
      onProgress: () => {
        const now = performance.now();
        times.push(now - last);
        last = now;
      },
    });
    const total = performance.now() - began;
    // Progress runs from the last position back to the first.
    const byPly = times.map((ms, i) => ({ ply: from + line.length - from - 1 - i, ms })).reverse();
    const slowest = byPly.reduce((a, b) => (b.ms > a.ms ? b : a));
    const exact = review.complete && review.moves.every((m) => m!.exact && m!.bestExact);
    console.log(
      `${kind} game ${seed + g} (${line.join('')}), ${line.length - from} positions from ply ${from}: ${(total / 1000).toFixed(1)} s; slowest ply ${slowest.ply} ${(slowest.ms / 1000).toFixed(1)} s; ${calls} calls of ${timeMs} ms at most; every move exact: ${exact}`,
    );
    for (const { ply, ms } of byPly) if (ms > 1000) console.log(`  ply ${ply}: ${(ms / 1000).toFixed(1)} s`);
  }
}
