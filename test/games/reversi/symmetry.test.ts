/**
 * The canonical image of a Reversi position (`canonicalState`), checked on games mirrored move by move: a turned or
 * reflected game reaches the turned or reflected position.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reviewGame } from '../../../src/core/review.js';
import { ai } from '../../../src/games/reversi/ai.js';
import { positionText, rules } from '../../../src/games/reversi/rules.js';
import { canonicalState } from '../../../src/games/reversi/symmetry.js';

/**
 * One game and its images: turned half round (f5 to c4) and reflected in the a1-h8 diagonal (f5 to e6), written out by
 * hand.
 */
const GAMES = ['f5 f6 e6 f4 e3 c5', 'c4 c3 d3 c5 d6 f4', 'e6 f6 f5 d6 c5 e3'].map((g) => g.split(' '));

const play = (moves: readonly string[]) =>
  moves.reduce((s, m) => rules.play(s, rules.moveFromString(s, m)), rules.newGame());

describe('canonicalState', () => {
  it('gives a position and its images one state, another position another', () => {
    const states = GAMES.map(play);
    assert.equal(new Set(states.map(positionText)).size, 3, 'three different boards');
    const canonical = states.map((s) => positionText(canonicalState(s)));
    assert.equal(new Set(canonical).size, 1);
    assert.notEqual(positionText(canonicalState(play(GAMES[0]!.slice(0, 5)))), canonical[0]);
    // The canonical state is a position of its own, as the rules make it: the same side to move and discs.
    const c = canonicalState(states[0]!);
    assert.deepEqual([c.turn, c.discs, c.canMove], [states[0]!.turn, states[0]!.discs, states[0]!.canMove]);
  });

  it('gives a game and its images the same review', async () => {
    const said = async (moves: string[]) =>
      (await reviewGame(rules, ai, moves, { timeMs: 1 })).moves.map((m) => [m!.value, m!.bestValue, m!.mark]);
    const first = await said(GAMES[0]!);
    for (const image of GAMES.slice(1)) assert.deepEqual(await said(image), first, image.join(' '));
  });
});
