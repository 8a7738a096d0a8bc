/**
 * The computer's code loads the first time a board wants it: never on a board where people play
 * each other, and while it loads the board already shows the computer thinking.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/tictactoe-board.js';
import type { TicTacToeBoard } from '../../src/games/tictactoe/tictactoe-board.js';
import { record, status } from '../helpers.js';

/** Whether the page has fetched the module of the computer's turns. */
const computerFetched = () =>
  performance.getEntriesByType('resource').some((e) => /\/computer-turns\.[jt]s/.test(e.name));

describe("the computer's code", () => {
  // First in this file: no board of the page has wanted the computer yet.
  it('is not fetched by boards where people play each other, nor by a board where the person moves first', async () => {
    const friends = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player"></tictactoe-board>`);
    for (const move of ['a1', 'b2', 'c3', 'a3']) friends.play(move);
    friends.undo();
    await friends.updateComplete;
    const vsComputer = await fixture<TicTacToeBoard>(html`<tictactoe-board></tictactoe-board>`);
    expect(status(vsComputer)).to.equal('Your turn');
    expect(vsComputer.thinking).to.equal(false);
    expect(friends.moves).to.deep.equal(['a1', 'b2', 'c3']);
    expect(computerFetched()).to.equal(false);
  });

  it('shows the computer thinking from the move that hands it the turn, before its code is in, and says so once', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board ai-delay="0" seed="3"></tictactoe-board>`);
    const thinking = record<{ thinking: boolean }>(el, 'ai-thinking');
    el.play('b2');
    expect(el.thinking, 'at once').to.equal(true);
    expect(el.hasAttribute('thinking')).to.equal(true);
    expect(thinking).to.deep.equal([{ thinking: true }]);
    await el.updateComplete;
    expect(computerFetched()).to.equal(true);
    await el.aiComplete;
    expect(el.moves).to.have.length(2);
    expect(thinking, 'one start and one end, however the code arrived').to.deep.equal([
      { thinking: true },
      { thinking: false },
    ]);
    expect(el.hasAttribute('thinking')).to.equal(false);
    expect(status(el)).to.equal('Your turn');
  });

  it('calls the computer off when the game changes before its code is in', async () => {
    const undone = await fixture<TicTacToeBoard>(html`<tictactoe-board ai-delay="0"></tictactoe-board>`);
    const thinking = record<{ thinking: boolean }>(undone, 'ai-thinking');
    undone.play('b2');
    expect(undone.undo()).to.equal(true);
    expect(undone.thinking).to.equal(false);
    await undone.aiComplete;
    expect(undone.moves, 'the computer did not move once loaded').to.deep.equal([]);
    expect(thinking).to.deep.equal([{ thinking: true }, { thinking: false }]);
    expect(undone.hasAttribute('thinking')).to.equal(false);

    const paused = await fixture<TicTacToeBoard>(html`<tictactoe-board ai-delay="0"></tictactoe-board>`);
    paused.play('b2');
    paused.disabled = true;
    await paused.updateComplete;
    await paused.aiComplete;
    expect(paused.thinking).to.equal(false);
    expect(paused.moves, 'paused while disabled').to.deep.equal(['b2']);
    paused.disabled = false;
    await paused.updateComplete;
    await paused.aiComplete;
    expect(paused.moves, 'and moves once enabled').to.have.length(2);
  });

  it('stops thinking when the board leaves the page before its code is in, and never moves afterwards', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board ai-delay="0"></tictactoe-board>`);
    const thinking = record<{ thinking: boolean }>(el, 'ai-thinking');
    el.play('b2');
    el.remove();
    expect(el.thinking).to.equal(false);
    expect(el.hasAttribute('thinking')).to.equal(false);
    await el.aiComplete;
    expect(el.moves).to.deep.equal(['b2']);
    expect(thinking).to.deep.equal([{ thinking: true }, { thinking: false }]);
  });

  it('loads for a hint, and gives none for a position that changed while it loaded', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player"></tictactoe-board>`);
    const stale = el.hint();
    el.play('a1');
    expect(await stale).to.equal(null);
    expect(el.moves).to.deep.equal(['a1']);
    const hint = await el.hint();
    expect(hint).to.be.a('string');
    expect(el.thinking, 'a hint is not the computer thinking about its move').to.equal(false);
  });
});
