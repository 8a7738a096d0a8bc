/**
 * The opening book for code that plays headless (a bot, a server check): awaited once, then used by the synchronous
 * API.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bestMove, loadOpeningBook, think } from '../../../src/games/connect-four/ai.js';
import { playDigits, rules } from '../../../src/games/connect-four/rules.js';

describe('connect four: the opening book, headless', () => {
  it('answers the early 7x6 moves exactly from the book once loadOpeningBook() resolved', async () => {
    const empty = rules.newGame();
    // Before: a millisecond cannot prove the empty board, so the answer is a search's guess.
    const guess = think(empty, { timeMs: 1, seed: 1 });
    assert.equal(guess.proven, null);
    assert.equal(guess.complete, false);

    await loadOpeningBook();
    // After: the same millisecond gives the book's exact answer (Allis: the first player wins by the centre).
    assert.deepEqual(think(empty, { timeMs: 1, seed: 1 }), { move: 3, proven: 'win', depth: 42, complete: true });
    assert.equal(bestMove(empty, { timeMs: 1 }), 3);
    // Two moves in (d1 d2: columns 4 and 4), the book still knows the best reply and that it wins for the mover.
    const twoIn = playDigits(rules.newGame(), '44');
    const reply = think(twoIn, { timeMs: 1 });
    assert.equal(reply.complete, true);
    assert.notEqual(reply.proven, null);
  });
});
