/**
 * The lessons the documentation shows in its snippets (`<x-board lesson="..." lessons='...'>`, the WordPress
 * shortcode's `lesson="..."`) are lessons the board shows: a number within the game's course, `next`, a lesson's id
 * in it, or lessons of one's own that the board reads (each replayed by the game's rules). A reader who copies a snippet
 * gets a lesson, never the board's warning and a game instead.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Game } from '../../src/core/game.js';
import type { Lesson } from '../../src/core/lesson-data.js';
import { parseLesson } from '../../src/core/lesson.js';
import { GAMES } from '../../src/games/registry.js';
import { decode, docFiles as files } from './doc-files.js';

/** An attribute's value in a tag's attributes, quoted either way. */
function attribute(attributes: string, name: string): string | undefined {
  const m = attributes.match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`));
  return m ? decode(m[1] ?? m[2] ?? '') : undefined;
}

interface Snippet {
  /** The game's id, or the tag where it is no game of ours. */
  game: string;
  lesson: string;
  lessons?: string;
}

/** Every lesson a snippet of `text` gives. */
function snippetLessons(text: string): Snippet[] {
  const out: Snippet[] = [];
  for (const [, tag, attributes = ''] of text.matchAll(/<([a-z][a-z0-9]*(?:-[a-z0-9]+)*-board)\b([^>]*)>/g)) {
    const lesson = attribute(attributes, 'lesson');
    if (lesson === undefined) continue;
    const lessons = attribute(attributes, 'lessons');
    out.push({ game: GAMES.find((g) => g.tag === tag)?.id ?? `<${tag}>`, lesson, ...(lessons ? { lessons } : {}) });
  }
  for (const [, attributes = ''] of text.matchAll(/\[board-game\b([^\]]*)\]/g)) {
    const game = attribute(attributes, 'game');
    const lesson = attribute(attributes, 'lesson');
    if (game && lesson !== undefined) out.push({ game, lesson });
  }
  return out;
}

/** What is wrong with a snippet's lesson, or null when the board would show it. */
async function problem({ game, lesson, lessons }: Snippet): Promise<string | null> {
  if (!GAMES.some((g) => g.id === game)) return `${game} is no game of this package`;
  const { rules } = (await import(`../../src/games/${game}/rules.js`)) as { rules: Game<never, never, never> };
  const { course } = (await import(`../../src/games/${game}/course.js`)) as { course: { lessons: Lesson[] } };
  try {
    if (lesson.trim().startsWith('{')) return (parseLesson(rules, lesson), null);
    const list: unknown[] = lessons ? (JSON.parse(lessons) as unknown[]) : course.lessons;
    for (const l of list) parseLesson(rules, l);
    const ids = list.map((l) => (l as { id: string }).id);
    const value = lesson.trim();
    if (value === 'next') return null;
    if (/^\d+$/.test(value)) return Number(value) >= 1 && Number(value) <= list.length ? null : `no lesson ${value}`;
    return ids.includes(value) ? null : `no lesson "${value}"`;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

describe('the lessons in the documentation snippets', () => {
  it('gives only lessons the board shows: of the course, by number or id, next, and lessons of their own', async () => {
    const found = files.flatMap((file) => snippetLessons(readFileSync(file, 'utf8')).map((s) => ({ file, ...s })));
    assert.ok(found.length >= 3, `${found.length} snippets with a lesson`);
    assert.ok(
      found.some((s) => s.lessons),
      'a snippet of lessons of their own',
    );
    const problems: string[] = [];
    for (const snippet of found) {
      const p = await problem(snippet);
      if (p) problems.push(`${snippet.file}: ${snippet.game} lesson="${snippet.lesson}": ${p}`);
    }
    assert.deepEqual(problems, []);
  });

  it('would name a lesson past the course, an unknown id, lessons that do not replay, and a tag that is no board', async () => {
    assert.equal(await problem({ game: 'nim', lesson: '99' }), 'no lesson 99');
    assert.equal(await problem({ game: 'nim', lesson: 'flips' }), 'no lesson "flips"');
    const bad = JSON.stringify([{ id: 'x', steps: [{ id: 's', goal: 'move', moves: ['a1', 'a1'], accept: ['b2'] }] }]);
    assert.match((await problem({ game: 'tictactoe', lesson: '1', lessons: bad })) ?? '', /move 2 is not legal/);
    assert.deepEqual(snippetLessons(`<chess-board lesson="1"></chess-board> [board-game game="nim" lesson="2"]`), [
      { game: '<chess-board>', lesson: '1' },
      { game: 'nim', lesson: '2' },
    ]);
    assert.equal(await problem({ game: 'chess', lesson: '1' }), 'chess is no game of this package');
    assert.equal(await problem({ game: 'nim', lesson: '1' }), null);
  });
});
