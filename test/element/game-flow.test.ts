/**
 * The game's flow without a board: the moves a page sets, applied at once on a live board or with the next update,
 * and the player's own game kept aside while a set-up position is shown.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_LINE_TEXT } from '../../src/core/game.js';
import { GameFlow } from '../../src/element/base/game-flow.js';
import { type TicTacToeOptions, rules } from '../../src/games/tictactoe/rules.js';

/** A flow over tic-tac-toe with a board that records what it was told; `live` and `options` as the test sets them. */
function flowOf(start: Partial<TicTacToeOptions> = {}) {
  const board = { live: false, options: start, settled: 0, changed: 0, warnings: [] as string[] };
  const flow = new GameFlow({
    rules: () => rules,
    options: () => board.options,
    live: () => board.live,
    changed: () => board.changed++,
    settled: () => board.settled++,
    warn: (key, message) => board.warnings.push(`${key}: ${message}`),
  });
  return { flow, board };
}

describe('the game flow', () => {
  it('keeps moves set before the first update until that update, which starts the computer itself', () => {
    const { flow, board } = flowOf();
    assert.equal(flow.setMoves('b2 a1'), true);
    assert.deepEqual(flow.session.moves, []);
    flow.update(board.options, false);
    assert.deepEqual(flow.session.moves, ['b2', 'a1']);
    assert.equal(board.settled, 0);
  });

  it('applies moves at once on a live board, and the next update leaves them be', () => {
    const { flow, board } = flowOf();
    flow.update(board.options, false);
    board.live = true;
    flow.setMoves(['c3']);
    assert.deepEqual(flow.session.moves, ['c3']);
    assert.equal(board.settled, 1);
    flow.update(board.options, true);
    assert.deepEqual(flow.session.moves, ['c3']);
    assert.equal(board.settled, 1);
  });

  it('applies moves again when the options change after them in the same tick', () => {
    const { flow, board } = flowOf();
    flow.update(board.options, false);
    board.live = true;
    flow.setMoves('a1 d4');
    board.options = { size: 4 };
    flow.update(board.options, true);
    assert.equal(flow.session.state.size, 4);
    assert.deepEqual(flow.session.moves, ['a1', 'd4']);
  });

  it('keeps the legal beginning of a list with an illegal move, warning once, and applies it again to say so', () => {
    const { flow, board } = flowOf();
    flow.update(board.options, false);
    board.live = true;
    flow.setMoves('a1 a1 b2');
    assert.deepEqual(flow.session.moves, ['a1']);
    flow.update(board.options, true);
    assert.deepEqual(flow.session.moves, ['a1']);
    assert.equal(board.warnings.length, 1);
    assert.match(board.warnings[0]!, /^moves=a1 a1 b2: .*Keeping the 1 legal moves before it\.$/);
  });

  it('leaves the game as it was for a text longer than any line, without splitting it', () => {
    const { flow, board } = flowOf();
    flow.update(board.options, false);
    board.live = true;
    flow.setMoves('b2');
    assert.equal(flow.setMoves('a1 '.repeat(MAX_LINE_TEXT)), false);
    flow.update(board.options, true);
    assert.deepEqual(flow.session.moves, ['b2']);
    assert.ok(board.warnings[0]!.startsWith('moves-text: '));
  });

  it("keeps the player's own game aside while a set-up position is shown, and gives it back", () => {
    const { flow, board } = flowOf();
    flow.update(board.options, false);
    flow.session.commit(rules.moveFromString(flow.session.state, 'b2'), 'user');
    flow.setUp({ size: 4 }, ['a1', 'b1']);
    assert.equal(flow.ownGameShown, false);
    assert.deepEqual([flow.session.state.size, flow.session.moves], [4, ['a1', 'b1']]);
    // A second set-up position keeps the first game aside, not the puzzle's.
    flow.setUp({}, ['c3']);
    assert.equal(flow.returnToOwnGame(), true);
    assert.deepEqual([flow.session.state.size, flow.session.moves], [3, ['b2']]);
    assert.equal(flow.ownGameShown, true);
    assert.equal(flow.returnToOwnGame(), false);
  });

  it("starts a new game instead where the board's options changed while the own game was aside", () => {
    const { flow, board } = flowOf();
    flow.update(board.options, false);
    flow.session.commit(rules.moveFromString(flow.session.state, 'b2'), 'user');
    flow.setUp({}, ['a1']);
    board.options = { size: 5 };
    flow.returnToOwnGame();
    assert.deepEqual([flow.session.state.size, flow.session.moves], [5, []]);
  });
});
