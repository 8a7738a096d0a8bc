/**
 * `npm run bench:outside -- <game> <variant> <ms>`: a match of our computer against an outside
 * engine at the same time a move, refereed by `outside/referee.ts`; prints each game as it ends
 * and our score with its 95% interval, and keeps the record in `bench/records/`.
 *
 *     OPENTAFL_DIR=../opentafl npm run bench:outside -- hnefatafl brandubh 1000
 *
 * Env: GAMES (20, even: each opening twice, colours swapped), OPENING (random plies, 2),
 * THEIRS_MS (the outside engine's time a move, when it is to differ from ours: time odds),
 * MAX_PLIES (400: a longer game is a draw by the limit), RECORD (the record's path), RESUME=1
 * (go on with a record stopped part way, from its next game: its games are counted, not replayed).
 * Only Hnefatafl has an outside engine so far: OpenTafl's AI (`OPENTAFL_DIR`, built as
 * bench/README.md says). It thinks in whole seconds, so `ms` is a multiple of 1000.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ai } from '../src/games/hnefatafl/ai.js';
import { type Variant, isVariant, rules } from '../src/games/hnefatafl/rules.js';
import { openTaflPlayer } from './outside/opentafl-player.js';
import { ourPlayer } from './outside/our-player.js';
import { playMatch } from './outside/referee.js';
import { scoreOf, scoreText } from './outside/score.js';

const [game = 'hnefatafl', variantArg = 'brandubh', msArg = '1000'] = process.argv.slice(2);
const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
if (game !== 'hnefatafl') fail(`No outside engine is set up for "${game}"; see bench/README.md.`);
const variant: Variant = isVariant(variantArg) ? variantArg : fail(`Not a Hnefatafl variant: ${variantArg}`);
const ms = Number(msArg);
if (!Number.isInteger(ms / 1000) || ms <= 0) fail('OpenTafl thinks in whole seconds: give the time a move as 1000, 2000...');
const theirsMs = Number(process.env['THEIRS_MS'] ?? ms);
if (!Number.isInteger(theirsMs / 1000) || theirsMs <= 0) fail('THEIRS_MS: OpenTafl thinks in whole seconds (1000, 2000...).');
const dir = process.env['OPENTAFL_DIR'] ?? fail('Set OPENTAFL_DIR to a built OpenTafl (see bench/README.md).');
const games = Number(process.env['GAMES'] ?? 20);
const openingPlies = Number(process.env['OPENING'] ?? 2);
const maxPlies = Number(process.env['MAX_PLIES'] ?? 400);

const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
const commit = (cwd: string) => {
  try {
    return execSync('git rev-parse --short HEAD', { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};
const theirVersion = (() => {
  try {
    const src = readFileSync(`${dir}/src/com/manywords/softworks/tafl/OpenTafl.java`, 'utf8');
    return /CURRENT_VERSION = "([^"]+)"/.exec(src)?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
})();

const odds = theirsMs === ms ? '' : `-vs-${theirsMs}ms`;
const recordFile = process.env['RECORD'] ?? `bench/records/hnefatafl-${variant}-opentafl-${ms}ms${odds}.txt`;
const sides = { first: 'attackers', second: 'defenders' } as const;
console.log(`Hnefatafl (${variant}), ${games} games at ${ms} ms a move against OpenTafl ${theirVersion} at ${theirsMs} ms; record: ${recordFile}`);
const tally = await playMatch({
  rules,
  options: { variant },
  ours: ourPlayer(ai, ms),
  theirs: openTaflPlayer(dir, theirsMs / 1000),
  games,
  openingPlies,
  openingSeed: 4200,
  maxPlies,
  recordFile,
  resume: process.env['RESUME'] === '1',
  header: {
    game: 'hnefatafl',
    options: { variant },
    sides,
    ours: `board-game-elements ${version} (${commit('.')}), ${ms} ms a move`,
    theirs: `OpenTafl ${theirVersion} (${commit(dir)}), its AI, ${theirsMs / 1000} s a move`,
    command: `${theirsMs === ms ? '' : `THEIRS_MS=${theirsMs} `}npm run bench:outside -- hnefatafl ${variant} ${ms}`,
    date: new Date().toISOString().slice(0, 10),
  },
  onGame: (g, t) => {
    const outcome = g.result.winner ? `${sides[g.result.winner]} win (${g.result.reason})` : `draw (${g.result.reason})`;
    console.log(`game ${g.number}: ours ${sides[g.ours]}, ${g.moves.length} plies, ${outcome}; ms a move ours ${Math.round(g.ms.ours)}, theirs ${Math.round(g.ms.theirs)}; so far +${t.wins} =${t.draws} -${t.losses}`);
  },
});
console.log(`ours: +${tally.wins} =${tally.draws} -${tally.losses}: ${scoreText(scoreOf(tally))}`);
