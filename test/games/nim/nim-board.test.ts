import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/nim-board.js';
import { IllegalMoveError } from '../../../src/core/game.js';
import type { GameOverEventDetail, MoveEventDetail } from '../../../src/element/base/events.js';
import type { NimBoard } from '../../../src/games/nim/nim-board.js';
import { captureWarnings, click, doubleClick, live, record, status, until } from '../../helpers.js';

const pieces = (el: NimBoard, heap: number) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(`.piece[data-row="${heap}"]`),
];
const button = (el: NimBoard, part: string) => el.shadowRoot!.querySelector<HTMLButtonElement>(`[part~="${part}"]`)!;

describe('<nim-board>', () => {
  it('renders the seed position 3 4 5 as an accessible grid', async () => {
    const el = await fixture<NimBoard>(html`<nim-board></nim-board>`);
    expect([0, 1, 2].map((h) => pieces(el, h).length)).to.deep.equal([3, 4, 5]);
    const grid = el.shadowRoot!.querySelector('[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).to.contain('Nim');
    expect(pieces(el, 1)[2]!.getAttribute('aria-label')).to.equal('Heap 2, piece 3 of 4');
    expect(status(el)).to.equal('Your turn');
    expect(el.shadowRoot!.querySelectorAll('[tabindex="0"]').length).to.equal(1, 'one tab stop');
    await expect(el).to.be.accessible();
  });

  it('marks pieces in one heap, takes them on confirm, and lets the computer answer', async () => {
    const el = await fixture<NimBoard>(html`<nim-board ai-delay="100" seed="1"></nim-board>`);
    const moves = record<MoveEventDetail>(el, 'move');
    await click(pieces(el, 2)[0]!);
    await click(pieces(el, 2)[1]!);
    await el.updateComplete;
    expect(el.markedCount).to.equal(2);
    expect(pieces(el, 2)[0]!.getAttribute('aria-selected')).to.equal('true');
    // Marking in another heap moves the marks there, as in the seed.
    await click(pieces(el, 0)[0]!);
    await el.updateComplete;
    expect(el.markedCount).to.equal(1);
    await click(pieces(el, 0)[1]!);
    await el.updateComplete;
    expect(button(el, 'take').textContent!.trim()).to.equal('Take 2');
    await click(button(el, 'take'));
    expect(moves[0]).to.deep.equal({ move: '1:2', player: 'first', ply: 1, byAi: false, source: 'user' });
    expect(el.thinking).to.equal(true);
    await el.aiComplete;
    expect(moves).to.have.length(2);
    expect(moves[1]!.byAi).to.equal(true);
    expect(moves[1]!.player).to.equal('second');
    expect(el.moves).to.have.length(2);
    expect(live(el)).to.match(/^Computer played \d:\d+\. Your turn/);
  });

  it('takes a piece and everything after it with one double-click', async () => {
    const el = await fixture<NimBoard>(html`<nim-board mode="two-player"></nim-board>`);
    const moves = record<MoveEventDetail>(el, 'move');
    await doubleClick(pieces(el, 1)[1]!);
    await el.updateComplete;
    expect(moves.map((m) => m.move)).to.deep.equal(['2:3']);
    expect(pieces(el, 1)).to.have.length(1);
  });

  it('plays a whole game with the keyboard alone and announces the result', async () => {
    const el = await fixture<NimBoard>(html`<nim-board heaps="1 2" mode="two-player"></nim-board>`);
    const over = record<GameOverEventDetail>(el, 'game-over');
    el.focus();
    // Player 1: Space marks heap 1's piece, Enter takes it.
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.gameState.heaps).to.deep.equal([0, 2]);
    expect(status(el)).to.equal('Player 2 to move');
    // Player 2 takes one of two (focus moved to the remaining heap).
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(el.gameState.heaps).to.deep.equal([0, 1]);
    // Player 1 takes the last piece and wins.
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(over).to.deep.equal([{ winner: 'first', reason: 'last-piece' }]);
    expect(status(el)).to.equal('Player 1 wins!');
    await until(() => live(el).includes('Player 1 wins!'));
    await expect(el).to.be.accessible();
  });

  it('plays a whole game against the computer with the keyboard alone, announcing every move', async () => {
    const el = await fixture<NimBoard>(html`<nim-board heaps="2 3" ai-delay="0" seed="5"></nim-board>`);
    const over = record<GameOverEventDetail>(el, 'game-over');
    el.focus();
    const heard: string[] = [];
    while (!el.result) {
      // Take the whole first non-empty heap: Home goes to its first piece, Enter takes from there.
      const heap = el.gameState.heaps.findIndex((h) => h > 0);
      await sendKeys({ down: 'Control' });
      await sendKeys({ press: 'Home' });
      await sendKeys({ up: 'Control' });
      for (let i = 0; i < heap; i++) await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Home' });
      await sendKeys({ press: 'Enter' });
      await el.aiComplete;
      await until(() => live(el) !== '');
      heard.push(live(el));
      expect(el.shadowRoot!.activeElement?.getAttribute('role'), 'focus stays on the board').to.equal('gridcell');
    }
    expect(over).to.have.length(1);
    expect(over[0]!.winner).to.equal('second', 'the computer wins from 2 3');
    expect(heard.at(-1)).to.match(/^Computer played \d:\d\. You lose\. Press New game/);
    expect(heard.slice(0, -1).every((t) => /^Computer played \d:\d\. Your turn/.test(t))).to.equal(
      true,
      heard.join(' | '),
    );
  });

  it('lets the computer begin with ai-side="first" and see its forced win', async () => {
    const el = await fixture<NimBoard>(html`<nim-board ai-side="first" ai-delay="0" seed="3"></nim-board>`);
    await el.aiComplete;
    expect(el.moves).to.deep.equal(['1:2'], 'the only winning opening move from 3 4 5');
    expect(status(el)).to.equal('Your turn. I can see a forced win.');
  });

  it('never loses at the maximum depth: the human loses every game it starts from 3 4 5... unless it finds 1:2', async () => {
    const el = await fixture<NimBoard>(html`<nim-board ai-delay="0" seed="4"></nim-board>`);
    const over = record<GameOverEventDetail>(el, 'game-over');
    el.play('3:1'); // a losing first move
    while (!el.result) {
      await el.aiComplete;
      if (el.result) break;
      const heap = el.gameState.heaps.findIndex((h) => h > 0);
      el.play(`${heap + 1}:1`);
    }
    expect(over[0]!.winner).to.equal('second');
    expect(status(el)).to.equal('You lose.');
  });

  it('plays misère: taking the last piece loses', async () => {
    const el = await fixture<NimBoard>(html`<nim-board heaps="1" misere mode="two-player"></nim-board>`);
    const over = record<GameOverEventDetail>(el, 'game-over');
    el.play('1:1');
    expect(over).to.deep.equal([{ winner: 'second', reason: 'last-piece' }]);
  });

  it('undoes back to the human turn and redoes, against the computer', async () => {
    const el = await fixture<NimBoard>(html`<nim-board ai-delay="0" seed="5"></nim-board>`);
    el.play('1:1');
    await el.aiComplete;
    expect(el.moves).to.have.length(2);
    expect(el.undo()).to.equal(true);
    await el.updateComplete;
    expect(el.moves).to.deep.equal([]);
    expect(el.gameState.heaps).to.deep.equal([3, 4, 5]);
    expect(el.canRedo).to.equal(true);
    expect(el.redo()).to.equal(true);
    expect(el.moves).to.have.length(2);
    expect(el.gameState.turn).to.equal('first');
    expect(el.undo()).to.equal(true);
    expect(el.undo()).to.equal(false);
    await click(button(el, 'redo'));
    expect(el.moves).to.have.length(2);
  });

  it('plays a whole game by itself in ai-vs-ai mode', async () => {
    const el = await fixture<NimBoard>(
      html`<nim-board mode="ai-vs-ai" ai-delay="0" ai-depth="2" seed="6"></nim-board>`,
    );
    const over = record<GameOverEventDetail>(el, 'game-over');
    await until(() => over.length > 0);
    expect(el.moves.length).to.be.greaterThan(2);
    expect(() => el.play('1:1')).to.throw(IllegalMoveError);
  });

  it('throws a typed error for an illegal play() and changes nothing', async () => {
    const el = await fixture<NimBoard>(html`<nim-board mode="two-player"></nim-board>`);
    for (const bad of ['4:1', '1:4', 'nonsense']) expect(() => el.play(bad)).to.throw(IllegalMoveError);
    expect(el.moves).to.deep.equal([]);
    expect(el.gameState.heaps).to.deep.equal([3, 4, 5]);
  });

  it('refuses moves while the computer is to move, with an invalid-move event for clicks', async () => {
    const el = await fixture<NimBoard>(html`<nim-board ai-side="first" ai-delay="200"></nim-board>`);
    const invalid = record(el, 'invalid-move');
    expect(() => el.play('1:1')).to.throw(IllegalMoveError);
    await click(pieces(el, 0)[0]!);
    expect(invalid).to.deep.equal([{ move: '1:1', reason: "It is the computer's turn." }]);
    await el.aiComplete;
  });

  it('plays with the defaults of invalid attributes, keeping each as set, with one warning each', async () => {
    let el!: NimBoard;
    const warnings = await captureWarnings(async () => {
      el = await fixture<NimBoard>(
        html`<nim-board heaps="3 99" mode="bogus" ai-side="third" ai-depth="42" ai-time="-5"></nim-board>`,
      );
      el.requestUpdate();
      await el.updateComplete;
    });
    expect(warnings).to.have.length(5);
    expect(warnings.join('\n')).to.contain('invalid heaps="3 99"');
    expect(el.gameState.heaps).to.deep.equal([3, 4, 5]);
    expect([el.mode, el.aiSide, el.aiDepth, el.aiTime]).to.deep.equal(['bogus', 'third', 42, -5]);
    const { mode, aiSide, aiDepth, aiTime } = el.settings;
    expect([mode, aiSide, aiDepth, aiTime]).to.deep.equal(['vs-ai', 'second', undefined, 2000]);
    expect(el.heaps).to.equal('3 99');
    // Set again, the same invalid values warn no more; a valid one is played at once.
    const again = await captureWarnings(async () => {
      el.aiTime = -5;
      el.aiTime = 300;
      await el.updateComplete;
    });
    expect(again).to.deep.equal([]);
    expect(el.settings.aiTime).to.equal(300);
  });

  it('starts a new game when its heaps change, and after the end with one click', async () => {
    const el = await fixture<NimBoard>(html`<nim-board mode="two-player"></nim-board>`);
    el.play('1:1');
    el.heaps = '2 2';
    await el.updateComplete;
    expect(el.gameState.heaps).to.deep.equal([2, 2]);
    expect(el.moves).to.deep.equal([]);
    el.play('1:2');
    el.play('2:2');
    await el.updateComplete;
    expect(el.result?.winner).to.equal('second');
    await click(el.shadowRoot!.querySelector('[role="grid"]')!);
    await el.updateComplete;
    expect(el.result).to.equal(null);
    expect(el.gameState.heaps).to.deep.equal([2, 2]);
  });
});
