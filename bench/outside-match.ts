/**
 * `npm run bench:outside -- <game> <variant> <ms>`: a match of our computer against an outside
 * engine at the same time a move, refereed by `outside/referee.ts`; prints each game as it ends
 * and our score with its 95% interval, and keeps the record in `bench/records/`.
 *
 *     OPENTAFL_DIR=../opentafl npm run bench:outside -- hnefatafl brandubh 1000
 *     ZEBRA_DIR=../zebra npm run bench:outside -- reversi standard 1000
 *     EGAROUCID_DIR=../egaroucid EGAROUCID_LEVEL=11 npm run bench:outside -- reversi standard 1000
 *     REVERSI_ENGINE_DIR=../reverse_reversi npm run bench:outside -- reversi standard 1000
 *     KALAH_ENGINE_DIR=../CMancala/build npm run bench:outside -- kalah 4 1000
 *
 * The outside engines (built as bench/README.md says):
 * - hnefatafl (`brandubh`, `copenhagen`, `fetlar`): OpenTafl's AI, `OPENTAFL_DIR`. It thinks in
 *   whole seconds, so `ms` is a multiple of 1000.
 * - reversi (`standard`, 8x8): Zebra with `bench/native/zebra-cpu-cap.patch`, `ZEBRA_DIR`, at the
 *   same CPU time a move; Egaroucid's web engine behind `bench/native/egaroucid-web-driver.cpp`,
 *   `EGAROUCID_DIR`, at a fixed level (`EGAROUCID_LEVEL`, 11: it has no clock); or reverse_reversi
 *   behind `bench/native/reversi-harness.c`, `REVERSI_ENGINE_DIR`.
 * - kalah (the seeds a pit, 3 to 6): CMancala behind `bench/native/kalah-harness.c`,
 *   `KALAH_ENGINE_DIR`; `KALAH_ENGINE_ARGS` gives the harness its options (`--egdb 20`).
 * Env: REPETITION=draw (Hnefatafl: a third occurrence is a draw, a rule OpenTafl shares, in place of
 * Copenhagen's loss for the defenders), GAMES (20, even: each opening twice, colours swapped), OPENING (random plies: 2
 * in
 * Hnefatafl and Kalah, 4 in Reversi), THEIRS_MS (the outside engine's time a move, when it is to differ
 * from ours: time odds), MAX_PLIES (400: a longer game is a draw by the limit), RECORD (the
 * record's path), RESUME=1 (go on with a record stopped part way, from its next game: its games
 * are counted, not replayed).
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameAi } from '../src/core/ai.js';
import type { BaseState, Game } from '../src/core/game.js';
import * as hnefatafl from '../src/games/hnefatafl/ai.js';
import { isVariant, rules as hnefataflRules } from '../src/games/hnefatafl/rules.js';
import { ai as kalahAi } from '../examples/kalah/src/ai.js';
import { rules as kalahRules } from '../examples/kalah/src/rules.js';
import * as reversi from '../src/games/reversi/ai.js';
import { rules as reversiRules } from '../src/games/reversi/rules.js';
import { openTaflPlayer } from './outside/opentafl-player.js';
import { kalahEnginePlayer } from './outside/kalah-engine-player.js';
import { ourPlayer } from './outside/our-player.js';
import { type MatchPlayer, playMatch } from './outside/referee.js';
import { reversiEnginePlayer } from './outside/reversi-engine-player.js';
import { zebraPlayer } from './outside/zebra-player.js';
import { scoreOf, scoreText } from './outside/score.js';
import type { SideNames } from './outside/records.js';

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
const [game = 'hnefatafl', variant = 'brandubh', msArg = '1000'] = process.argv.slice(2);
const ms = Number(msArg);
const theirsMs = Number(process.env['THEIRS_MS'] ?? ms);
if (!(ms > 0) || !(theirsMs > 0)) fail('Give the time a move in milliseconds (and THEIRS_MS, if set, too).');

/** What a match of `game` needs: the rules, our AI, the outside player, the sides' names, the openings' length. */
interface Setup {
  rules: Game<BaseState, unknown, object>;
  ai: GameAi<BaseState, unknown>;
  options: Record<string, unknown>;
  theirs: () => MatchPlayer<BaseState, unknown>;
  /** The outside engine's name and version, and where its source is. */
  theirName: string;
  theirDir: string;
  sides: SideNames;
  opening: number;
  /** What the record's command sets before it to pick this engine (its folder written as …). */
  commandEnv?: string;
}

/** The commit of a git checkout, or of a copy without git the first word of its `.commit` file, or `unknown`. */
function commitOf(cwd: string): string {
  try {
    return execSync('git rev-parse --short HEAD', {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    try {
      return readFileSync(join(cwd, '.commit'), 'utf8').trim().split(/\s+/)[0] || 'unknown';
    } catch {
      return 'unknown';
    }
  }
}

function setup(): Setup {
  if (game === 'hnefatafl') {
    if (!isVariant(variant) || variant === 'tablut')
      fail(`A Hnefatafl variant OpenTafl shares: brandubh, copenhagen or fetlar (not ${variant}).`);
    if (!Number.isInteger(theirsMs / 1000)) fail('OpenTafl thinks in whole seconds: 1000, 2000...');
    const dir = process.env['OPENTAFL_DIR'] ?? fail('Set OPENTAFL_DIR to a built OpenTafl (see bench/README.md).');
    let version = 'unknown';
    try {
      version =
        /CURRENT_VERSION = "([^"]+)"/.exec(
          readFileSync(join(dir, 'src/com/manywords/softworks/tafl/OpenTafl.java'), 'utf8'),
        )?.[1] ?? version;
    } catch {}
    // REPETITION=draw plays a position's third occurrence as a draw, a rule both programs share,
    // in place of Copenhagen's "the defenders lose", which OpenTafl cannot be given.
    const repetition = process.env['REPETITION'];
    if (repetition !== undefined && repetition !== 'draw')
      fail("REPETITION: draw, or leave it unset for the variant's rule.");
    return {
      rules: hnefataflRules as unknown as Setup['rules'],
      ai: hnefatafl.ai as unknown as Setup['ai'],
      options: repetition ? { variant, repetition } : { variant },
      theirs: () => openTaflPlayer(dir, theirsMs / 1000) as unknown as MatchPlayer<BaseState, unknown>,
      theirName: `OpenTafl ${version}`,
      theirDir: dir,
      sides: { first: 'attackers', second: 'defenders' },
      opening: 2,
    };
  }
  if (game === 'reversi' && process.env['EGAROUCID_DIR']) {
    if (variant !== 'standard') fail('Reversi against Egaroucid\'s web engine: the variant is "standard" (8x8).');
    const dir = process.env['EGAROUCID_DIR'];
    const level = Number(process.env['EGAROUCID_LEVEL'] ?? 11);
    if (!Number.isInteger(level) || level < 0 || level > 60) fail('EGAROUCID_LEVEL: a level from 0 to 60.');
    return {
      rules: reversiRules as unknown as Setup['rules'],
      ai: reversi.ai as unknown as Setup['ai'],
      options: {},
      theirs: () =>
        reversiEnginePlayer(dir, theirsMs, `Egaroucid web level ${level}`, {
          command: join(dir, 'egaroucid-web-driver'),
          args: ['--level', String(level)],
          cwd: dir,
        }) as unknown as MatchPlayer<BaseState, unknown>,
      theirName: `Egaroucid web level ${level}`,
      commandEnv: `EGAROUCID_DIR=… EGAROUCID_LEVEL=${level} `,
      theirDir: dir,
      sides: { first: 'black', second: 'white' },
      opening: 4,
    };
  }
  if (game === 'reversi' && process.env['ZEBRA_DIR']) {
    if (variant !== 'standard') fail('Reversi against Zebra: the variant is "standard" (8x8).');
    const dir = process.env['ZEBRA_DIR'];
    return {
      rules: reversiRules as unknown as Setup['rules'],
      ai: reversi.ai as unknown as Setup['ai'],
      options: {},
      theirs: () => zebraPlayer(dir, theirsMs) as unknown as MatchPlayer<BaseState, unknown>,
      theirName: 'Zebra with bench/native/zebra-cpu-cap.patch',
      commandEnv: 'ZEBRA_DIR=… ',
      theirDir: dir,
      sides: { first: 'black', second: 'white' },
      opening: 4,
    };
  }
  if (game === 'reversi') {
    if (variant !== 'standard') fail('Reversi against reverse_reversi: the variant is "standard" (8x8).');
    const dir =
      process.env['REVERSI_ENGINE_DIR'] ??
      fail('Set REVERSI_ENGINE_DIR to reverse_reversi with the harness built in it (see bench/README.md).');
    return {
      rules: reversiRules as unknown as Setup['rules'],
      ai: reversi.ai as unknown as Setup['ai'],
      options: {},
      theirs: () => reversiEnginePlayer(dir, theirsMs) as unknown as MatchPlayer<BaseState, unknown>,
      theirName: 'reverse_reversi',
      theirDir: dir,
      sides: { first: 'black', second: 'white' },
      opening: 4,
    };
  }
  if (game === 'kalah') {
    const seeds = Number(variant);
    if (kalahRules.validateOptions({ seeds })) fail(`Kalah: the variant is the seeds a pit, 3 to 6 (not ${variant}).`);
    const dir =
      process.env['KALAH_ENGINE_DIR'] ??
      fail('Set KALAH_ENGINE_DIR to the folder of CMancala with the harness built in it (see bench/README.md).');
    const args = (process.env['KALAH_ENGINE_ARGS'] ?? '').split(/\s+/).filter(Boolean);
    return {
      rules: kalahRules as unknown as Setup['rules'],
      ai: kalahAi as unknown as Setup['ai'],
      options: { seeds },
      theirs: () => kalahEnginePlayer(dir, theirsMs, args) as unknown as MatchPlayer<BaseState, unknown>,
      theirName: `CMancala${args.length ? ` ${args.join(' ')}` : ''}`,
      theirDir: dir,
      sides: { first: 'south', second: 'north' },
      opening: 2,
    };
  }
  return fail(`No outside engine is set up for "${game}": hnefatafl, reversi or kalah (see bench/README.md).`);
}

const s = setup();
const games = Number(process.env['GAMES'] ?? 20);
const openingPlies = Number(process.env['OPENING'] ?? s.opening);
const maxPlies = Number(process.env['MAX_PLIES'] ?? 400);
const version = JSON.parse(readFileSync('package.json', 'utf8')).version as string;
// The outside engine's options name its record too ("CMancala --egdb 20": cmancala-egdb-20), so its matches with and without them are kept apart.
const engineTag = s.theirName
  .replace(/^OpenTafl.*$/, 'opentafl')
  .replace(/^reverse_reversi.*$/, 'reverse-reversi')
  .replace(/^Zebra.*$/, 'zebra')
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-|-$/g, '');
const odds = theirsMs === ms ? '' : `-vs-${theirsMs}ms`;
const rulesTag = 'repetition' in s.options ? `-repetition-${String(s.options['repetition'])}` : '';
const recordFile =
  process.env['RECORD'] ?? `bench/records/${game}-${variant}${rulesTag}-${engineTag}-${ms}ms${odds}.txt`;
console.log(
  `${game} (${variant}), ${games} games, ours at ${ms} ms a move against ${s.theirName} at ${theirsMs} ms; record: ${recordFile}`,
);
const tally = await playMatch({
  rules: s.rules,
  options: s.options,
  ours: ourPlayer(s.ai, ms),
  theirs: s.theirs(),
  games,
  openingPlies,
  openingSeed: 4200,
  maxPlies,
  recordFile,
  resume: process.env['RESUME'] === '1',
  header: {
    game,
    options: s.options,
    sides: s.sides,
    ours: `board-game-elements ${version} (${commitOf('.')}), ${ms} ms a move`,
    theirs: `${s.theirName} (${commitOf(s.theirDir)}), ${theirsMs} ms a move`,
    command: `${s.commandEnv ?? ''}${rulesTag ? `REPETITION=${String(s.options['repetition'])} ` : ''}${game === 'kalah' && process.env['KALAH_ENGINE_ARGS'] ? `KALAH_ENGINE_ARGS="${process.env['KALAH_ENGINE_ARGS']}" ` : ''}${theirsMs === ms ? '' : `THEIRS_MS=${theirsMs} `}${games === 20 ? '' : `GAMES=${games} `}npm run bench:outside -- ${game} ${variant} ${ms}`,
    date: new Date().toISOString().slice(0, 10),
  },
  onGame: (g, t) => {
    const outcome = g.result.winner
      ? `${s.sides[g.result.winner]} win (${g.result.reason})`
      : `draw (${g.result.reason})`;
    console.log(
      `game ${g.number}: ours ${s.sides[g.ours]}, ${g.moves.length} plies, ${outcome}; ms a move ours ${Math.round(g.ms.ours)}, theirs ${Math.round(g.ms.theirs)}; so far +${t.wins} =${t.draws} -${t.losses}`,
    );
  },
});
console.log(`ours: +${tally.wins} =${tally.draws} -${tally.losses}: ${scoreText(scoreOf(tally))}`);
