/**
 * The puzzles the documentation shows in its snippets (`<x-board puzzle="...">`, the WordPress
 * shortcode's `puzzle="..."`) exist: an id is in that game's shipped set, and JSON is a puzzle of
 * that game, its moves replayed by the game's rules. A reader who copies a snippet gets a puzzle,
 * never the board's warning and a game instead (as a tip with another game's moves did).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Game } from '../../src/core/game.js';
import { parsePuzzle } from '../../src/core/puzzle.js';
import type { Puzzle } from '../../src/core/puzzle-data.js';
import { GAMES } from '../../src/games/registry.js';
import { decode, docFiles as files } from './doc-files.js';

/**
 * Every puzzle a snippet of `text` gives: the game's id (or the tag, when it is no game of ours) and the attribute's
 * value.
 */
function snippetPuzzles(text: string): { game: string; spec: string }[] {
  const out: { game: string; spec: string }[] = [];
  for (const [, tag, attributes] of text.matchAll(/<([a-z][a-z0-9]*(?:-[a-z0-9]+)*-board)\b([^>]*)>/g)) {
    const spec = attributes?.match(/\spuzzle=(?:"([^"]*)"|'([^']*)')/);
    if (spec)
      out.push({ game: GAMES.find((g) => g.tag === tag)?.id ?? `<${tag}>`, spec: decode(spec[1] ?? spec[2] ?? '') });
  }
  for (const [, attributes] of text.matchAll(/\[board-game\b([^\]]*)\]/g)) {
    const game = attributes?.match(/\sgame="([^"]*)"/)?.[1];
    const spec = attributes?.match(/\spuzzle="([^"]*)"/)?.[1];
    if (game && spec !== undefined) out.push({ game, spec: decode(spec) });
  }
  return out;
}

/** The game's rules and shipped set, as the board loads them. */
async function gameOf(id: string): Promise<{ rules: Game<never, never, never>; set: readonly Puzzle[] }> {
  const { rules } = (await import(`../../src/games/${id}/rules.js`)) as { rules: Game<never, never, never> };
  const { puzzles } = (await import(`../../src/games/${id}/puzzles.js`)) as { puzzles: readonly Puzzle[] };
  return { rules, set: puzzles };
}

/** What is wrong with a snippet's puzzle, or null when the board would show it. */
async function problem(game: string, spec: string): Promise<string | null> {
  if (!GAMES.some((g) => g.id === game)) return `${game} is no game of this package`;
  const { rules, set } = await gameOf(game);
  const value = spec.trim();
  if (value === '') return 'an empty puzzle attribute plays a game';
  if (value === 'daily' || value === 'random') return set.length > 0 ? null : `${game} has no shipped puzzles`;
  try {
    if (value.startsWith('{')) parsePuzzle(rules, value);
    else {
      const found = set.find((p) => p.id === value);
      if (!found) return `no puzzle "${value}" in the ${game} set`;
      parsePuzzle(rules, found);
    }
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

describe('the puzzles in the documentation snippets', () => {
  it('finds the snippets, the Embed page tip among them, as a Connect Four puzzle of the set', () => {
    const embed = snippetPuzzles(readFileSync('stories/guide/embed-page.mdx', 'utf8'));
    assert.equal(embed.length, 1);
    assert.equal(embed[0]?.game, 'connect-four');
    assert.match(embed[0]?.spec ?? '', /^c4-\d+$/);
  });

  it('gives only puzzles the board shows: ids of the set, JSON of the game, daily and random where there is a set', async () => {
    const found = files.flatMap((file) => snippetPuzzles(readFileSync(file, 'utf8')).map((p) => ({ file, ...p })));
    assert.ok(found.length >= 3, `${found.length} snippets with a puzzle`);
    const problems: string[] = [];
    for (const { file, game, spec } of found) {
      const p = await problem(game, spec);
      if (p) problems.push(`${file}: ${game} puzzle="${spec}": ${p}`);
    }
    assert.deepEqual(problems, []);
  });

  it('would name a puzzle of another game, an id not in the set, bad JSON and a tag that is no board', async () => {
    // The tip as it was: Reversi moves on a Connect Four board.
    const reversiMoves = snippetPuzzles(
      '<connect-four-board puzzle=\'{"moves": ["d3", "c5", "f6"], "goal": "win"}\'></connect-four-board>',
    );
    assert.deepEqual(reversiMoves, [{ game: 'connect-four', spec: '{"moves": ["d3", "c5", "f6"], "goal": "win"}' }]);
    assert.match((await problem('connect-four', reversiMoves[0]!.spec)) ?? '', /move 1 is not legal/);
    assert.equal(await problem('connect-four', 'rv-003'), 'no puzzle "rv-003" in the connect-four set');
    assert.match((await problem('tictactoe', '{"moves": ["b2"], "goal": "conquer"}')) ?? '', /"goal" is not one of/);
    assert.match((await problem('tictactoe', '{"moves": [')) ?? '', /./);
    assert.equal(await problem('chess', 'daily'), 'chess is no game of this package');
    assert.deepEqual(
      snippetPuzzles('<chess-board puzzle="daily"></chess-board> [board-game game="nim" puzzle="&quot;x"]'),
      [
        { game: '<chess-board>', spec: 'daily' },
        { game: 'nim', spec: '"x' },
      ],
    );
    assert.equal(await problem('connect-four', 'c4-012'), null);
    assert.equal(await problem('tictactoe', '{"moves": ["b2", "a2", "a1", "c3"], "goal": "win"}'), null);
  });
});
