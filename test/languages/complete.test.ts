/**
 * Every built-in language, every table, every text: the same keys as English (the types say so too), and no English
 * left in what a reader sees or hears. Each function is called with sample arguments that reach each of its branches,
 * so a sentence only some positions say (a win, a claim, a pass) is checked as much as the status line.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGUAGES } from '../../src/core/language.js';
import { en as messages } from '../../src/element/base/messages.js';
import { en as online } from '../../src/element/online/online-words.js';
import { en as lesson } from '../../src/element/lesson/lesson-words.js';
import { en as puzzle } from '../../src/element/puzzle/puzzle-words.js';
import { en as review } from '../../src/element/review/review-words.js';
import { GAMES } from '../../src/games/registry.js';
import { SAMPLES } from './samples.js';

/** Each table's English, by the name of its file in `src/languages/<tag>/`: the shared ones, then each game's. */
export const ENGLISH: Record<string, object> = { messages, review, online, puzzle, lesson };
for (const g of GAMES) ENGLISH[g.id] = ((await import(`../../src/games/${g.id}/words.js`)) as { en: object }).en;
// Each game's course, whose steps are read as the board reads them: by lesson and step id.
for (const g of GAMES)
  ENGLISH[`${g.id}-course`] = ((await import(`../../src/games/${g.id}/course-texts.js`)) as { en: object }).en;

/**
 * Words English shares with other languages' texts, by language: names of keys printed on keyboards, words borrowed
 * as they are. A word here may stay; any other English word of the English text may not.
 */
const SHARED_WORDS: Record<string, readonly string[]> = {
  // Whole texts, or runs of two words, that may be the same as English's.
  // Key names as keyboards print them, and names: the variants', and Lines of Action's, which most languages keep.
  all: 'Home End Esc Enter Tab Shift Hnefatafl Brandubh Tablut Fetlar Wiegleb Nim Lines of Action'.split(' '),
  fr: ['Puzzle', 'Reversi', 'Code', 'Solution'],
  de: ['Puzzle', 'Reversi', 'Tic-Tac-Toe', 'Computer', 'Name', 'Online', 'Link', 'Code', 'live'],
  it: ['Puzzle', 'Reversi', 'Online', 'Computer'],
  es: ['Reversi', 'online'],
  pt: ['Reversi', 'online', 'link'],
  pl: ['Reversi', 'online', 'link'],
  tr: ['Reversi', 'Online'],
};

/** Every text of `table` with its samples: [where, value]. */
function texts(name: string, table: Record<string, unknown>): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(table)) {
    const where = `${name}.${key}`;
    if (typeof value === 'string') out.push([where, value]);
    else if (Array.isArray(value)) {
      out.push([`${where}.length`, `(${value.length} lines)`]);
      value.forEach((v, i) => out.push([`${where}[${i}]`, String(v)]));
    } else if (typeof value === 'function') {
      const samples = SAMPLES[where] ?? SAMPLES[`*.${key}`];
      assert.ok(samples, `no sample arguments for ${where}`);
      samples.forEach((args, i) => out.push([`${where}#${i}`, String(value(...args))]));
    } else if (value && typeof value === 'object')
      out.push(...texts(where, value as Record<string, unknown>).map(([w, v]) => [w, v] as [string, string]));
  }
  return out;
}

/** The words of a text (letters of any script), less those of the sample arguments. */
function words(text: string): string[] {
  return (text.match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter((w) => !argWords.has(w));
}

/** Its runs of two words, lower case: English left in a sentence shows as a run of English's. */
function pairs(text: string): Set<string> {
  const w = words(text).map((x) => x.toLowerCase());
  return new Set(w.slice(1).map((x, i) => `${w[i]} ${x}`));
}

const argWords = new Set(
  Object.values(SAMPLES)
    .flat(3)
    .flatMap((a) => (typeof a === 'string' ? (a.match(/\p{L}[\p{L}'’-]*/gu) ?? []) : [])),
);

/**
 * The English a text still has: all of it where it is English's text word for word (a label left untranslated), else
 * each run of two words it shares with English's (a phrase left in a sentence). A word alone may be shared: "position",
 * "code" and "solution" are French too.
 */
function englishLeft(text: string, english: string, kept: ReadonlySet<string>): string[] {
  const own = words(text);
  if (own.length > 0 && text.trim() === english.trim() && !own.every((w) => kept.has(w.toLowerCase()))) return [text];
  const theirs = pairs(english);
  return [...pairs(text)].filter((p) => theirs.has(p) && !p.split(' ').every((w) => kept.has(w)));
}

for (const tag of LANGUAGES.filter((l) => l !== 'en')) {
  describe(`${tag}: every text`, () => {
    for (const [name, english] of Object.entries(ENGLISH)) {
      it(`${name}: the keys of English, each said in ${tag}`, async () => {
        const own = ((await import(`../../src/languages/${tag}/${name}.js`)) as { default: Record<string, unknown> })
          .default;
        const keys = (t: object) => Object.keys(t).sort();
        assert.deepEqual(keys(own), keys(english), `${tag}/${name}: the keys of English`);
        const theirs = new Map(texts(name, english as Record<string, unknown>));
        const shared = new Set([...(SHARED_WORDS.all ?? []), ...(SHARED_WORDS[tag] ?? [])].map((w) => w.toLowerCase()));
        const left: string[] = [];
        const lengths = (t: [string, string][]) => t.filter(([w]) => w.endsWith('.length'));
        // Lists line for line: the list of keys reads which keys a line is about from its English.
        assert.deepEqual(lengths(texts(name, own)), lengths([...theirs]), `${tag}/${name}: lists as long as English`);
        for (const [where, text] of texts(name, own)) {
          if (where.endsWith('.length')) continue;
          assert.ok(text.length > 0, `${tag} ${where} is empty`);
          const stray = englishLeft(text, theirs.get(where) ?? '', shared);
          if (stray.length > 0) left.push(`${where}: "${text}" (${stray.join(', ')})`);
        }
        assert.deepEqual(left, [], `English left in ${tag}/${name}`);
      });
    }
  });
}
