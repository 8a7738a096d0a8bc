/**
 * `npm run bench:levels`: each level of `ai-level` against the one above it, in every two-player
 * game: random openings, each played twice with the colours swapped, every side at the same time
 * a move (`TIME_MS`, 300: the levels below the strongest stop at their depth sooner). Prints the
 * upper level's score with its 95% interval, which the games' pages quote.
 * Env: GAME (one game's id; default all), GAMES (20 a pairing, even), TIME_MS, MAX_PLIES (300:
 * a longer game is a draw), LEVELS (with GAME: four depths to try instead of the game's table,
 * such as `1,3,5,9`), UPPER (one pairing only, named by its upper level: `UPPER=strongest
 * TIME_MS=2000` plays the strongest at the boards' default time against the advanced level).
 */
import { AI_LEVELS, type AiLevel, type LevelDepths, levelDepth } from '../src/core/ai-levels.js';
import type { AiLink, GameAi } from '../src/core/ai.js';
import type { BaseState, Game, Player } from '../src/core/game.js';
import { GAMES as REGISTERED } from '../src/games/registry.js';
import { openingMoves } from './harness.js';
import { scoreOf, scoreText } from './outside/score.js';

/** Random plies before the levels play, per game: enough to vary the games, not to decide them. */
const OPENING_PLIES: Record<string, number> = {
  nim: 1,
  tictactoe: 1,
  'connect-four': 2,
  reversi: 4,
  'lines-of-action': 4,
  hnefatafl: 2,
};

const games = Number(process.env['GAMES'] ?? 20);
const timeMs = Number(process.env['TIME_MS'] ?? 300);
const maxPlies = Number(process.env['MAX_PLIES'] ?? 300);
const upperOnly = process.env['UPPER'];
if (upperOnly !== undefined && (!(AI_LEVELS as readonly string[]).includes(upperOnly) || upperOnly === 'beginner'))
  throw new Error('UPPER: a level above the beginner, such as strongest.');
const tried = process.env['LEVELS']?.split(',').map(Number);
if (tried && (tried.length !== 4 || !tried.every((d) => Number.isInteger(d) && d >= 1) || !process.env['GAME']))
  throw new Error('LEVELS: four depths, such as 1,3,5,9, with GAME set.');
if (!Number.isInteger(games) || games < 2 || games % 2)
  throw new Error('GAMES must be an even number of games (each opening with both colours).');

interface Loaded {
  rules: Game<BaseState, unknown, object>;
  ai: GameAi<BaseState, unknown>;
  link: AiLink<BaseState, unknown>;
}

async function load(id: string): Promise<Loaded> {
  const [{ rules }, { ai }, { aiLink }] = await Promise.all([
    import(`../src/games/${id}/rules.js`),
    import(`../src/games/${id}/ai.js`),
    import(`../src/games/${id}/ai-link.js`),
  ]);
  await ai.prepare?.(rules.newGame({}));
  return { rules, ai, link: tried ? { ...aiLink, levels: () => tried as unknown as LevelDepths } : aiLink };
}

/** Level `lower` against the next level up; returns the upper level's wins, draws and losses. */
function pairing(
  { rules, ai, link }: Loaded,
  id: string,
  lower: number,
): { wins: number; draws: number; losses: number; capped: number } {
  const levels: [AiLevel, AiLevel] = [AI_LEVELS[lower]!, AI_LEVELS[lower + 1]!];
  const tally = { wins: 0, draws: 0, losses: 0, capped: 0 };
  for (let g = 0; g < games; g++) {
    let s = rules.newGame({});
    for (const m of openingMoves(rules, {}, OPENING_PLIES[id] ?? 2, 7100 + (g >> 1))) s = rules.play(s, m);
    const upperSide: Player = g % 2 === 0 ? 'first' : 'second';
    while (!rules.result(s) && s.ply < maxPlies) {
      const level = levels[s.turn === upperSide ? 1 : 0];
      const depth = levelDepth(level, link.maxDepth(s), link.levels?.(s));
      s = rules.play(s, ai.think(s, { depth, timeMs, seed: g * 1000 + s.ply }).move);
    }
    const winner = rules.result(s)?.winner ?? null;
    if (!rules.result(s)) tally.capped++;
    if (winner === null) tally.draws++;
    else if (winner === upperSide) tally.wins++;
    else tally.losses++;
  }
  return tally;
}

const chosen = process.env['GAME'];
const ids = REGISTERED.filter((g) => g.players === 2 && (!chosen || g.id === chosen)).map((g) => g.id);
if (ids.length === 0)
  throw new Error(
    `GAME must be a two-player game: ${REGISTERED.filter((g) => g.players === 2)
      .map((g) => g.id)
      .join(', ')}`,
  );
console.log(
  `Each level against the one above: ${games} games a pairing, ${timeMs} ms a move at most, draws at ${maxPlies} plies.`,
);
for (const id of ids) {
  const loaded = await load(id);
  const start = loaded.rules.newGame({});
  const depths = AI_LEVELS.map(
    (l) =>
      levelDepth(l, loaded.link.maxDepth(start), loaded.link.levels?.(start)) ??
      `full (${loaded.link.maxDepth(start)})`,
  );
  console.log(`\n${id}: depths ${AI_LEVELS.map((l, i) => `${l} ${depths[i]}`).join(', ')}`);
  for (let lower = 0; lower < AI_LEVELS.length - 1; lower++) {
    if (upperOnly && AI_LEVELS[lower + 1] !== upperOnly) continue;
    const t0 = performance.now();
    const t = pairing(loaded, id, lower);
    console.log(
      `  ${AI_LEVELS[lower + 1]} vs ${AI_LEVELS[lower]}: +${t.wins} =${t.draws} -${t.losses}: ${scoreText(scoreOf(t))}${t.capped ? `; ${t.capped} drawn at the limit` : ''} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
    );
  }
}
