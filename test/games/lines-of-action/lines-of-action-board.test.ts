import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../src/lines-of-action-board.js';
import { IllegalMoveError } from '../../../src/core/game.js';
import type { GameOverEventDetail, MoveEventDetail } from '../../../src/element/base/events.js';
import type { LinesOfActionBoard } from '../../../src/games/lines-of-action/lines-of-action-board.js';
import { rules } from '../../../src/games/lines-of-action/rules.js';
import { captureWarnings, click, live, record, status, until } from '../../helpers.js';

/** The square named like `b1` (a1 at the bottom left). */
const square = (el: LinesOfActionBoard, name: string) => {
  const size = el.gameState.size;
  const col = name.charCodeAt(0) - 97;
  const row = size - Number(name.slice(1));
  return el.shadowRoot!.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`)!;
};
const targets = (el: LinesOfActionBoard) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="target"]')]
    .map((c) => c.getAttribute('aria-label')!.split(',')[0])
    .sort();
const plates = (el: LinesOfActionBoard) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="player"]')].map((p) =>
    p.textContent!.replace(/\s+/g, ' ').trim(),
  );
const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] as [number, number];
};

describe('<lines-of-action-board>', () => {
  it('renders the standard start with labelled squares, the piece counts, and passes axe', async () => {
    const el = await fixture<LinesOfActionBoard>(html`<lines-of-action-board></lines-of-action-board>`);
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(64);
    expect(square(el, 'b1').getAttribute('aria-label')).to.equal('b1, black');
    expect(square(el, 'a2').getAttribute('aria-label')).to.equal('a2, white');
    expect(square(el, 'a1').getAttribute('aria-label')).to.equal('a1, empty');
    // The first cell in the grid is the top left: a8.
    expect(el.shadowRoot!.querySelector('[role="gridcell"]')!.getAttribute('aria-label')).to.equal('a8, empty');
    expect(plates(el)).to.deep.equal(['You 12', 'Computer 12']);
    await expect(el).to.be.accessible();
  });

  it('picks up a piece with a click, shows exactly its destinations, and moves with a second click', async () => {
    const el = await fixture<LinesOfActionBoard>(
      html`<lines-of-action-board ai-delay="0" seed="1"></lines-of-action-board>`,
    );
    const moves = record<MoveEventDetail>(el, 'move');
    await click(square(el, 'b1'));
    expect(targets(el)).to.deep.equal(['b3', 'd3', 'h1']);
    expect(square(el, 'b1').getAttribute('aria-label')).to.equal('b1, black, picked up');
    expect(live(el)).to.equal('b1 picked up; it can move to h1, b3, or d3.');
    await click(square(el, 'd3'));
    expect(moves[0]).to.deep.equal({ move: 'b1-d3', player: 'first', ply: 1, byAi: false, source: 'user' });
    expect(square(el, 'b1').getAttribute('aria-label')).to.equal('b1, empty, last move from here');
    await el.aiComplete;
    expect(moves[1]!.byAi).to.equal(true);
    expect(live(el)).to.match(/^Computer moved [a-h][1-8] to [a-h][1-8](, capturing)?\. Your turn/);
  });

  it('explains a square the picked-up piece may not reach by the rule it breaks, and keeps the piece up', async () => {
    const el = await fixture<LinesOfActionBoard>(html`<lines-of-action-board></lines-of-action-board>`);
    const invalid = record<{ move: string; reason: string }>(el, 'invalid-move');
    await click(square(el, 'b1'));
    // Two pieces on b1's column (b1 and b8): three squares up it is not the move.
    await click(square(el, 'b4'));
    const distance = 'There are 2 pieces on the column of b1, so it moves exactly 2 squares along it.';
    expect(invalid).to.deep.equal([{ move: 'b1-b4', reason: distance }]);
    await until(() => live(el) === distance);
    await click(square(el, 'c4'));
    expect(invalid[1]).to.deep.equal({
      move: 'b1-c4',
      reason: 'A piece moves along a row, a column or a diagonal: c4 is on no line through b1.',
    });
    // Still picked up: it goes to b3.
    expect(targets(el)).to.include('b3');
    await click(square(el, 'b3'));
    expect(el.moves).to.deep.equal(['b1-b3']);
  });

  it('marks captures, drops a picked-up piece with a second click on it, and refuses the opponent’s pieces', async () => {
    const el = await fixture<LinesOfActionBoard>(html`<lines-of-action-board></lines-of-action-board>`);
    const invalid = record<{ move: string; reason: string }>(el, 'invalid-move');
    await click(square(el, 'c1'));
    expect(square(el, 'a3').getAttribute('aria-label')).to.equal(
      'a3, white, the picked-up piece can move here, capture',
    );
    await click(square(el, 'c1'));
    expect(el.shadowRoot!.querySelectorAll('[part~="target"]')).to.have.length(0);
    expect(live(el)).to.equal('Put down.');
    await click(square(el, 'a2'));
    expect(invalid).to.deep.equal([{ move: 'a2', reason: 'No piece of yours on a2 can move.' }]);
    expect(() => el.play('b1-b4')).to.throw(IllegalMoveError);
    expect(el.moves).to.deep.equal([]);
  });

  it('moves a dragged piece and leaves it in place when dropped on a square it cannot reach', async () => {
    const el = await fixture<LinesOfActionBoard>(
      html`<lines-of-action-board mode="two-player"></lines-of-action-board>`,
    );
    const drag = async (from: string, to: string) => {
      square(el, from).scrollIntoView({ block: 'center' });
      const [x0, y0] = centre(square(el, from));
      const [x1, y1] = centre(square(el, to));
      await sendMouse({ type: 'move', position: [x0, y0] });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [Math.round((x0 + x1) / 2), Math.round((y0 + y1) / 2)] });
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('[part="dragged"]'), 'the piece follows the pointer').to.not.equal(null);
      await sendMouse({ type: 'move', position: [x1, y1] });
      await sendMouse({ type: 'up' });
      await el.updateComplete;
    };
    await drag('b1', 'c2');
    expect(el.moves).to.deep.equal([]);
    expect(el.shadowRoot!.querySelector('[part="dragged"]')).to.equal(null);
    await drag('b1', 'd3');
    expect(el.moves).to.deep.equal(['b1-d3']);
  });

  it('plays by keyboard: Enter on the piece, arrows, Enter on the destination; Esc drops it', async () => {
    const el = await fixture<LinesOfActionBoard>(
      html`<lines-of-action-board mode="two-player"></lines-of-action-board>`,
    );
    square(el, 'b1').focus();
    await sendKeys({ press: 'Enter' });
    expect(targets(el)).to.deep.equal(['b3', 'd3', 'h1']);
    await sendKeys({ press: 'Escape' });
    expect(targets(el)).to.deep.equal([]);
    await sendKeys({ press: 'Enter' });
    for (const key of ['ArrowUp', 'ArrowUp', 'Enter']) await sendKeys({ press: key });
    expect(el.moves).to.deep.equal(['b1-b3']);
  });

  it('shows a hint on both squares of the suggested move', async () => {
    const el = await fixture<LinesOfActionBoard>(
      html`<lines-of-action-board ai-time="200" seed="4"></lines-of-action-board>`,
    );
    const hint = await el.hint();
    await el.updateComplete;
    const [from, to] = hint!.split(/[-x]/);
    const hinted = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="hint"]')]
      .map((c) => c.getAttribute('aria-label')!.split(',')[0])
      .sort();
    expect(hinted).to.deep.equal([from, to].sort());
    await until(() => live(el) !== '');
    expect(live(el)).to.equal(`Hint: ${hint}.`);
  });

  it('counts groups with show-groups and rings pieces by group', async () => {
    const el = await fixture<LinesOfActionBoard>(
      html`<lines-of-action-board show-groups mode="two-player"></lines-of-action-board>`,
    );
    expect(plates(el)).to.deep.equal(['Player 1 2 groups', 'Player 2 2 groups']);
    expect(square(el, 'b1').getAttribute('aria-label')).to.equal('b1, black, group 1 of 2');
    expect(el.shadowRoot!.querySelectorAll('.disc.grouped')).to.have.length(24);
  });

  it('plays a whole two-player game to its end and names the winner', async () => {
    const el = await fixture<LinesOfActionBoard>(
      html`<lines-of-action-board mode="two-player" first-player="Mei" second-player="Tom"></lines-of-action-board>`,
    );
    const over = record<GameOverEventDetail>(el, 'game-over');
    let i = 0;
    while (!el.result && i < 400) {
      const legal = rules.legalMoves(el.gameState);
      el.play(rules.moveToString(el.gameState, legal[(i++ * 7) % legal.length]!));
    }
    await el.updateComplete;
    expect(over).to.have.length(1);
    const r = el.result!;
    expect(status(el)).to.equal(
      r.winner === null ? 'Draw.' : `${r.winner === 'first' ? 'Mei (black)' : 'Tom (white)'} wins!`,
    );
  });

  it('plays the 6x6 board and the simultaneous-draw rule from attributes, and falls back on bad ones with one warning', async () => {
    const el = await fixture<LinesOfActionBoard>(
      html`<lines-of-action-board size="6" simultaneous="draw"></lines-of-action-board>`,
    );
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(36);
    expect(el.gameState.simultaneous).to.equal('draw');
    const warnings = await captureWarnings(async () => {
      el.setAttribute('size', '7');
      await el.updateComplete;
    });
    expect(warnings).to.have.length(1);
    expect(el.gameState.size).to.equal(8);
  });

  it('offers a Pass button when the player to move has no move', async () => {
    const el = await fixture<LinesOfActionBoard>(
      html`<lines-of-action-board mode="two-player" position="ox------/xx------/--------/--------/--------/--------/--------/-------x o"></lines-of-action-board>`,
    );
    expect(status(el)).to.equal('Player 2 (white): no move, pass');
    el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="pass-button"]')!.click();
    expect(el.moves).to.deep.equal(['pass']);
  });
});
