import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { BOOK } from '../../../src/games/connect-four/opening-book-data.js';
import {
  type BookEntry,
  OpeningBook,
  canonicalEntry,
  decodeBook,
  encodeBook,
  loadOpeningBook,
  mirrorColumns,
  positionKey,
} from '../../../src/games/connect-four/opening-book.js';
import { Solver, positionFromDigits } from '../../../src/games/connect-four/solver.js';
import { sampleSize } from '../../sample.js';

const mirrorDigits = (moves: string) => [...moves].map((d) => String(8 - Number(d))).join('');

/** A book of solved middle-game positions, built the way the generator builds it. */
function sampleBook(): { book: OpeningBook; positions: string[] } {
  const solver = new Solver();
  const entries = new Map<number, BookEntry>();
  const positions = readFileSync(new URL('../../data/connect-four/Test_L2_R1', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .filter((_, i) => i % 50 === 0)
    .map((line) => line.split(' ')[0]!);
  for (const moves of positions) {
    const p = positionFromDigits(moves);
    const { score, moves: best } = solver.bestMoves(p);
    const [key, entry] = canonicalEntry(
      p,
      score,
      best.reduce((m, c) => m | (1 << c), 0),
    );
    entries.set(key, entry);
  }
  return { book: new OpeningBook(decodeBook(encodeBook(entries)), 28), positions };
}

describe('connect four opening book', () => {
  it('keys a position and its mirror image alike, and mirrors column masks', () => {
    const p = positionFromDigits('4453');
    const m = positionFromDigits(mirrorDigits('4453'));
    assert.equal(positionKey(p, true), positionKey(m));
    assert.notEqual(positionKey(p), positionKey(m));
    assert.equal(mirrorColumns(0b0000001), 0b1000000);
    assert.equal(mirrorColumns(0b0001100), 0b0011000);
    // Different positions never share a key: every prefix of a long game is distinct.
    const keys = new Set<number>();
    const game = '4453361227715';
    for (let i = 0; i <= game.length; i++) keys.add(positionKey(positionFromDigits(game.slice(0, i))));
    assert.equal(keys.size, game.length + 1);
  });

  it('packs and unpacks entries exactly, and rejects truncated data', () => {
    const entries = new Map<number, BookEntry>([
      [0, { score: 0, best: 0 }],
      [2 ** 49 - 1, { score: -18, best: 0b1111111 }],
      [123456789012, { score: 18, best: 0b0001000 }],
    ]);
    const bytes = encodeBook(entries);
    assert.deepEqual(decodeBook(bytes), entries);
    assert.throws(() => decodeBook(bytes.subarray(0, bytes.length - 1)), RangeError);
  });

  it("answers solved positions in either orientation with the solver's score and best columns", () => {
    const { book, positions } = sampleBook();
    const solver = new Solver();
    for (const moves of positions) {
      for (const digits of [moves, mirrorDigits(moves)]) {
        const p = positionFromDigits(digits);
        const entry = book.get(p)!;
        assert.ok(entry, digits);
        const scores = solver.analyse(p);
        assert.equal(entry.score, Math.max(...scores.map((s) => s ?? -Infinity)), digits);
        for (let c = 0; c < 7; c++)
          assert.equal((entry.best >> c) & 1, scores[c] === entry.score ? 1 : 0, `${digits} column ${c + 1}`);
      }
    }
    assert.equal(book.get(positionFromDigits('1')), undefined);
    assert.equal(book.get(positionFromDigits('', 6, 5)), undefined, 'other sizes are never in the book');
  });

  it('loads the generated book lazily, once', async () => {
    const [a, b] = await Promise.all([loadOpeningBook(), loadOpeningBook()]);
    assert.equal(a, b);
    assert.equal(a.size, BOOK.entries);
  });
});

describe('the generated opening book', () => {
  /** Every solved book position, as recorded by the generator: moves, score and best columns. */
  const solved = readFileSync(new URL('../../../scripts/data/connect-four-book.txt', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' '))
    .filter((f) => f[1] !== 'easy')
    .map(([moves, score, best]) => ({ moves: moves === '-' ? '' : moves!, score: Number(score), best: Number(best) }));

  it('scores the empty board +1 (win in the centre) and the seven first moves -2 -1 0 1 0 -1 -2', async () => {
    const book = await loadOpeningBook();
    const start = book.get(positionFromDigits(''))!;
    assert.deepEqual(start, { score: 1, best: 0b0001000 });
    const firstMoves = Array.from({ length: 7 }, (_, c) => 0 - book.get(positionFromDigits(String(c + 1)))!.score);
    assert.deepEqual(firstMoves, [-2, -1, 0, 1, 0, -1, -2]);
  });

  it('holds every recorded position with its recorded score and best columns', async () => {
    const book = await loadOpeningBook();
    assert.equal(
      book.size,
      new Set(
        solved.map((s) =>
          Math.min(positionKey(positionFromDigits(s.moves)), positionKey(positionFromDigits(s.moves), true)),
        ),
      ).size,
    );
    for (const { moves, score, best } of solved)
      assert.deepEqual(book.get(positionFromDigits(moves)), { score, best }, moves);
  });

  it('agrees with a fresh solve on a sample of its deepest positions', () => {
    // The six deepest in `npm test`, twelve in the long run.
    const deepest = [...solved].sort((a, b) => b.moves.length - a.moves.length).slice(0, sampleSize(6, 12));
    const solver = new Solver();
    for (const { moves, score, best } of deepest) {
      const p = positionFromDigits(moves);
      const scores = solver.analyse(p);
      assert.equal(Math.max(...scores.map((s) => s ?? -Infinity)), score, moves);
      assert.equal(
        scores.reduce((m: number, s, c) => (s === score ? m | (1 << c) : m), 0),
        best,
        moves,
      );
    }
  });
});
