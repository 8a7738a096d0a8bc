import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/tictactoe-board.js';
import { IllegalMoveError } from '../../../src/core/game.js';
import { rules } from '../../../src/games/tictactoe/rules.js';
import type { GameOverEventDetail, MoveEventDetail } from '../../../src/element/base/events.js';
import type { TicTacToeBoard } from '../../../src/games/tictactoe/tictactoe-board.js';
import { captureWarnings, click, live, record, status, until } from '../../helpers.js';

const cell = (el: TicTacToeBoard, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;

describe('<tictactoe-board>', () => {
  it('renders an empty 3x3 grid with labelled cells and passes axe', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board></tictactoe-board>`);
    const cells = el.shadowRoot!.querySelectorAll('[role="gridcell"]');
    expect(cells).to.have.length(9);
    expect(cell(el, 'b2').getAttribute('aria-label')).to.equal('b2, empty');
    expect(el.shadowRoot!.querySelectorAll('[role="row"]')).to.have.length(3);
    expect(status(el)).to.equal('Your turn');
    await expect(el).to.be.accessible();
  });

  it('plays a click, then the computer answers, with event details', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board ai-delay="100" seed="2"></tictactoe-board>`);
    const moves = record<MoveEventDetail>(el, 'move');
    const thinking = record<{ thinking: boolean }>(el, 'ai-thinking');
    await click(cell(el, 'b2'));
    expect(moves[0]).to.deep.equal({ move: 'b2', player: 'first', ply: 1, byAi: false, source: 'user' });
    expect(el.hasAttribute('thinking')).to.equal(true);
    await el.aiComplete;
    expect(moves[1]!.byAi).to.equal(true);
    expect(moves[1]!.ply).to.equal(2);
    expect(['a1', 'c1', 'a3', 'c3']).to.include(
      moves[1]!.move,
      'the only non-losing answers to the centre are corners',
    );
    expect(thinking).to.deep.equal([{ thinking: true }, { thinking: false }]);
    expect(cell(el, 'b2').getAttribute('aria-label')).to.equal('b2, X');
    expect(live(el)).to.equal(`Computer played ${moves[1]!.move}. Your turn`);
  });

  it('plays a whole two-player game with the keyboard only, highlighting the winning line', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player"></tictactoe-board>`);
    const over = record<GameOverEventDetail>(el, 'game-over');
    el.focus();
    // X a1, O a2 (ArrowDown), X b1, O b2, X c1 wins along the top row.
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.moves).to.deep.equal(['a1', 'a2', 'b1', 'b2', 'c1']);
    expect(over).to.deep.equal([{ winner: 'first', reason: 'line' }]);
    expect(status(el)).to.equal('Player 1 (X) wins!');
    expect(cell(el, 'c1').getAttribute('part')).to.contain('win');
    expect(cell(el, 'c1').getAttribute('aria-label')).to.equal('c1, X, winning line, last move');
    await until(() => live(el).startsWith('Player 1 played c1. Player 1 (X) wins!'));
    await expect(el).to.be.accessible();
  });

  it('plays a whole game against the computer with the keyboard alone, announcing every move', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board ai-delay="0" seed="9"></tictactoe-board>`);
    el.focus();
    const heard: string[] = [];
    while (!el.result) {
      const free = el.gameState.cells.indexOf(0);
      await sendKeys({ press: String(free + 1) });
      await el.aiComplete;
      await until(() => live(el) !== '');
      heard.push(live(el));
    }
    expect(['Draw.', 'You lose.']).to.include(status(el));
    expect(heard.at(-1)).to.contain('Press New game or click the board to play again.');
    expect(heard.slice(0, -1).every((t) => /^Computer played [a-c][1-3]\. Your turn/.test(t))).to.equal(
      true,
      heard.join(' | '),
    );
    await sendKeys({ press: 'n' });
    await el.updateComplete;
    expect(el.moves).to.deep.equal([]);
  });

  it('plays cells by digit on the 3x3 board and stops arrows at the edges', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player"></tictactoe-board>`);
    el.focus();
    await sendKeys({ press: '5' });
    await sendKeys({ press: '9' });
    await el.updateComplete;
    expect(el.moves).to.deep.equal(['b2', 'c3']);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.match(/^c3/);
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'Home' });
    await sendKeys({ up: 'Control' });
    expect(el.shadowRoot!.activeElement!.getAttribute('aria-label')).to.match(/^a1/);
  });

  it('never lets a human win: the computer draws or wins whatever it is given', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board ai-delay="0" seed="9"></tictactoe-board>`);
    const over = record<GameOverEventDetail>(el, 'game-over');
    // The human tries the corners, then the edges, skipping cells already taken.
    for (const m of ['a1', 'c3', 'a3', 'c1', 'b1', 'b3', 'a2', 'c2', 'b2']) {
      if (el.result) break;
      if (el.gameState.cells[rules.moveFromString(rules.newGame(), m)] !== 0) continue;
      el.play(m);
      await el.aiComplete;
    }
    await until(() => over.length > 0 || el.result !== null);
    expect(el.result!.winner).to.not.equal('first');
  });

  it('starts with the computer when ai-side="first" and sizes the board from attributes', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board size="4" win-length="3" ai-side="first" ai-delay="0" seed="1"></tictactoe-board>`,
    );
    await el.aiComplete;
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(16);
    expect(el.moves).to.have.length(1);
    expect(status(el)).to.equal('Your turn. I can see a forced win.');
  });

  it('undoes one ply in two-player mode and a full turn against the computer', async () => {
    const two = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player"></tictactoe-board>`);
    two.play('a1');
    two.play('b2');
    two.undo();
    expect(two.moves).to.deep.equal(['a1']);
    two.redo();
    expect(two.moves).to.deep.equal(['a1', 'b2']);

    const vs = await fixture<TicTacToeBoard>(html`<tictactoe-board ai-delay="0" seed="1"></tictactoe-board>`);
    vs.play('a1');
    await vs.aiComplete;
    await sendKeys({ press: 'u' }).catch(() => undefined);
    vs.undo();
    expect(vs.moves).to.deep.equal([]);
    // Undo while the computer is thinking cancels its search.
    vs.aiDelay = 300;
    vs.play('a1');
    expect(vs.thinking).to.equal(true);
    vs.undo();
    await vs.aiComplete;
    expect(vs.moves).to.deep.equal([]);
    expect(vs.thinking).to.equal(false);
  });

  it('throws IllegalMoveError for taken cells and bad notation, keeping the game', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board mode="two-player"></tictactoe-board>`);
    el.play('b2');
    for (const bad of ['b2', 'd4', '', 'x']) expect(() => el.play(bad)).to.throw(IllegalMoveError);
    expect(el.moves).to.deep.equal(['b2']);
    const invalid = record(el, 'invalid-move');
    await click(cell(el, 'b2'));
    expect(invalid).to.have.length(1);
  });

  it('falls back to defaults for invalid size and win-length, warning once each', async () => {
    let el!: TicTacToeBoard;
    const warnings = await captureWarnings(async () => {
      el = await fixture<TicTacToeBoard>(html`<tictactoe-board size="12" win-length="9"></tictactoe-board>`);
      el.requestUpdate();
      await el.updateComplete;
    });
    expect(warnings).to.have.length(2);
    expect(el.gameState.size).to.equal(3);
    expect(el.gameState.winLength).to.equal(3);
  });

  it('plays itself in ai-vs-ai mode to a draw on 3x3', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="ai-vs-ai" ai-delay="0" seed="4"></tictactoe-board>`,
    );
    const over = record<GameOverEventDetail>(el, 'game-over');
    await until(() => over.length > 0);
    expect(over[0]).to.deep.equal({ winner: null, reason: 'full-board' });
    expect(status(el)).to.equal('Draw.');
  });

  it('switches mode mid-game: the pending computer move is dropped, and resumes when switched back', async () => {
    const el = await fixture<TicTacToeBoard>(html`<tictactoe-board ai-delay="150" seed="3"></tictactoe-board>`);
    el.play('a1');
    expect(el.thinking).to.equal(true);
    el.mode = 'two-player';
    await el.updateComplete;
    expect(el.thinking).to.equal(false);
    await new Promise((r) => setTimeout(r, 250));
    expect(el.moves).to.deep.equal(['a1'], 'the cancelled search never plays');
    el.play('b2'); // the friend plays O
    el.play('c3');
    el.mode = 'vs-ai';
    await el.updateComplete;
    expect(el.thinking).to.equal(true, 'O is the computer again, and it is O to move');
    await el.aiComplete;
    expect(el.moves).to.have.length(4);
  });

  it('is disabled: no input and no computer moves', async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board disabled ai-side="first" ai-delay="0"></tictactoe-board>`,
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(el.moves).to.deep.equal([]);
    expect(status(el)).to.equal('Computer (X) to move');
    await click(cell(el, 'a1'));
    expect(el.moves).to.deep.equal([]);
    el.disabled = false;
    await el.updateComplete;
    await el.aiComplete;
    expect(el.moves).to.have.length(1);
  });
});
