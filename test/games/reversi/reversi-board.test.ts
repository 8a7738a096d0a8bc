import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/reversi-board.js';
import { IllegalMoveError } from '../../../src/core/game.js';
import type { GameOverEventDetail, MoveEventDetail } from '../../../src/element/base/events.js';
import type { ReversiBoard } from '../../../src/games/reversi/reversi-board.js';
import { rules } from '../../../src/games/reversi/rules.js';
import { captureWarnings, click, live, record, status, until } from '../../helpers.js';

/** The square named like `d3` (column letter, row number from the top). */
const square = (el: ReversiBoard, name: string) => {
  const col = name.charCodeAt(0) - 97;
  const row = Number(name.slice(1)) - 1;
  return el.shadowRoot!.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`)!;
};
const plates = (el: ReversiBoard) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="player"]')].map((p) =>
    p.textContent!.replace(/\s+/g, ' ').trim(),
  );
const FFO1 = '--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X';

describe('<reversi-board>', () => {
  it('renders 8x8 labelled squares, four legal dots, the disc counts by the names, and passes axe', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board></reversi-board>`);
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(64);
    expect(el.shadowRoot!.querySelectorAll('[part~="legal"]')).to.have.length(4);
    expect(square(el, 'd3').getAttribute('aria-label')).to.equal('d3, empty, you can play here');
    expect(square(el, 'd4').getAttribute('aria-label')).to.equal('d4, white');
    expect(plates(el)).to.deep.equal(['You 2', 'Computer 2']);
    expect(status(el)).to.equal('Your turn');
    await expect(el).to.be.accessible();
  });

  it('plays a clicked square, turns the bracketed disc, counts, and the computer answers', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board ai-delay="0" seed="3"></reversi-board>`);
    const moves = record<MoveEventDetail>(el, 'move');
    await click(square(el, 'd3'));
    expect(moves[0]).to.deep.equal({ move: 'd3', player: 'first', ply: 1, byAi: false, source: 'user' });
    expect(square(el, 'd4').getAttribute('aria-label')).to.equal('d4, black, just turned');
    await el.aiComplete;
    expect(moves[1]!.byAi).to.equal(true);
    expect(live(el)).to.match(/^Computer played [a-h][1-8], turning \d+ discs?\. Your turn/);
    const s = el.gameState;
    expect(plates(el)).to.deep.equal([`You ${s.discs.first}`, `Computer ${s.discs.second}`]);
  });

  it('refuses a square that turns nothing, with an event and no change', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board></reversi-board>`);
    const invalid = record<{ move: string; reason: string }>(el, 'invalid-move');
    await click(square(el, 'a1'));
    expect(invalid).to.deep.equal([{ move: 'a1', reason: 'a1 turns no disc over.' }]);
    expect(el.moves).to.deep.equal([]);
    expect(() => el.play('e4')).to.throw(IllegalMoveError);
    expect(() => el.play('pass')).to.throw(IllegalMoveError);
    expect(el.moves).to.deep.equal([]);
  });

  it('plays by keyboard: arrows and Enter', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board mode="two-player"></reversi-board>`);
    square(el, 'a1').focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'Enter'])
      await sendKeys({ press: key });
    expect(el.moves).to.deep.equal(['d3']);
  });

  it('lets two named players finish a 10x10 game and names the right winner with the count', async () => {
    const el = await fixture<ReversiBoard>(
      html`<reversi-board size="10" mode="two-player" first-player="Mei" second-player="Tom"></reversi-board>`,
    );
    const over = record<GameOverEventDetail>(el, 'game-over');
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(100);
    let i = 0;
    while (!el.result) {
      const legal = rules.legalMoves(el.gameState);
      el.play(rules.moveToString(el.gameState, legal[(i++ * 7) % legal.length]!));
    }
    await el.updateComplete;
    const { first, second } = el.gameState.discs;
    const winner = first > second ? 'Mei (black) wins!' : second > first ? 'Tom (white) wins!' : 'Draw.';
    expect(status(el)).to.equal(`${winner} Black ${first}, white ${second}.`);
    expect(plates(el)[0]).to.match(new RegExp(`^Mei ${first}`));
    expect(plates(el)[1]).to.match(new RegExp(`^Tom ${second}`));
    expect(over).to.have.length(1);
    expect(over[0]!.score).to.deep.equal({ first, second });
  });

  it('makes a player with no move pass with the button or p, and ends a game with empty squares left', async () => {
    const el = await fixture<ReversiBoard>(
      html`<reversi-board size="4" mode="two-player" position="XO-------------- O"></reversi-board>`,
    );
    expect(status(el)).to.equal('Player 2 (white): no move, pass');
    const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="pass-button"]')!;
    expect(button.textContent!.trim()).to.equal('Pass');
    await click(button);
    expect(el.moves).to.deep.equal(['pass']);
    expect(live(el)).to.match(/^Player 2 had no move and passed\./);
    expect(el.shadowRoot!.querySelector('[part~="pass-button"]')).to.equal(null);
    el.undo();
    await el.updateComplete;
    square(el, 'a1').focus();
    await sendKeys({ press: 'p' });
    expect(el.moves).to.deep.equal(['pass']);
    const over = record<GameOverEventDetail>(el, 'game-over');
    el.play('c1');
    expect(over).to.deep.equal([{ winner: 'first', reason: 'no-moves', score: { first: 3, second: 0 } }]);
  });

  it('lets the computer pass by itself', async () => {
    const el = await fixture<ReversiBoard>(
      html`<reversi-board size="4" ai-side="second" ai-delay="0" position="XO-------------- O"></reversi-board>`,
    );
    await until(() => el.moves.length > 0);
    expect(el.moves).to.deep.equal(['pass']);
  });

  it('sets up a position from the position attribute, as in the FFO files', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board mode="two-player" position=${FFO1}></reversi-board>`);
    expect(square(el, 'c1').getAttribute('aria-label')).to.equal('c1, black');
    expect(el.gameState.discs).to.deep.equal({ first: 27, second: 23 });
  });

  it('shows the exact value of every legal move near the end with show-analysis', async () => {
    const el = await fixture<ReversiBoard>(
      html`<reversi-board mode="two-player" show-analysis position=${FFO1}></reversi-board>`,
    );
    await until(() => el.shadowRoot!.querySelectorAll('[part~="value"]').length === 8, 30000);
    expect(square(el, 'g8').querySelector('[part~="value"]')!.textContent!.trim()).to.equal('+18');
    expect(square(el, 'g8').getAttribute('aria-label')).to.equal(
      'g8, empty, you can play here, win by 18 discs with perfect play',
    );
    expect(square(el, 'a4').querySelector('[part~="value"]')!.textContent!.trim()).to.equal('−22');
    await expect(el).to.be.accessible();
  });

  it('falls back with one warning on an odd or out-of-range size and a broken position', async () => {
    for (const [attr, value] of [
      ['size', '7'],
      ['size', '18'],
      ['size', 'abc'],
      ['position', 'XO'],
    ] as const) {
      const warnings = await captureWarnings(async () => {
        const el = await fixture<ReversiBoard>(html`<reversi-board></reversi-board>`);
        el.setAttribute(attr, value);
        await el.updateComplete;
        expect(el.gameState.size).to.equal(8);
        expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(64);
      });
      expect(warnings, `${attr}="${value}"`).to.have.length(1);
    }
  });
});
