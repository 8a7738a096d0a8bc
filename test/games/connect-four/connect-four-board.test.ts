import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../src/connect-four-board.js';
import { IllegalMoveError } from '../../../src/core/game.js';
import type { GameOverEventDetail, MoveEventDetail } from '../../../src/element/base/events.js';
import { type ConnectFourBoard, describeScore } from '../../../src/games/connect-four/connect-four-board.js';
import { captureWarnings, click, live, record, status, until } from '../../helpers.js';

/** The cell at column `col` and row `row` (both 1-based, row 1 at the bottom) of a 6-row board. */
const cell = (el: ConnectFourBoard, col: number, row: number) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[data-row="${el.gameState.rows - row}"][data-col="${col - 1}"]`)!;
const values = (el: ConnectFourBoard) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="columnheader"]')].map((h) => h.textContent!.trim());

describe('<connect-four-board>', () => {
  it('renders 7 columns by 6 rows of labelled cells and passes axe', async () => {
    const el = await fixture<ConnectFourBoard>(html`<connect-four-board></connect-four-board>`);
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(42);
    expect(cell(el, 4, 1).getAttribute('aria-label')).to.equal('Column 4, row 1, empty, your disc lands here');
    expect(cell(el, 4, 2).getAttribute('aria-label')).to.equal('Column 4, row 2, empty');
    expect(status(el)).to.equal('Your turn');
    await expect(el).to.be.accessible();
  });

  it('drops a clicked disc to the bottom of its column, then the computer answers', async () => {
    const el = await fixture<ConnectFourBoard>(html`<connect-four-board ai-delay="0" seed="2"></connect-four-board>`);
    const moves = record<MoveEventDetail>(el, 'move');
    await click(cell(el, 2, 5));
    expect(moves[0]).to.deep.equal({ move: '2', player: 'first', ply: 1, byAi: false, source: 'user' });
    await el.aiComplete;
    expect(moves[1]!.byAi).to.equal(true);
    expect(cell(el, 2, 1).getAttribute('aria-label')).to.match(/^Column 2, row 1, red/);
    expect(live(el)).to.match(/^Computer played \d\. Your turn/);
    const disc = cell(el, 2, 1).querySelector('[part~="disc"]');
    expect(disc, 'a red disc is drawn').to.exist;
  });

  it('plays a whole two-player game by digit keys, highlighting the winning line', async () => {
    const el = await fixture<ConnectFourBoard>(html`<connect-four-board mode="two-player"></connect-four-board>`);
    const over = record<GameOverEventDetail>(el, 'game-over');
    el.focus();
    for (const key of '1213141') await sendKeys({ press: key });
    await el.updateComplete;
    expect(el.moves).to.deep.equal(['1', '2', '1', '3', '1', '4', '1']);
    expect(over).to.deep.equal([{ winner: 'first', reason: 'line' }]);
    expect(status(el)).to.equal('Player 1 (red) wins!');
    expect(cell(el, 1, 4).getAttribute('part')).to.contain('win');
    expect(cell(el, 1, 4).getAttribute('aria-label')).to.equal('Column 1, row 4, red, winning line, last move');
    await expect(el).to.be.accessible();
  });

  it('drops into the focused column with arrows and Enter, and reports a full column', async () => {
    const el = await fixture<ConnectFourBoard>(
      html`<connect-four-board mode="two-player" moves="4 4 4 4 4 4"></connect-four-board>`,
    );
    const invalid = record(el, 'invalid-move');
    el.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    expect(invalid).to.have.length(1);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(el.moves.at(-1)).to.equal('3');
    expect(() => el.play('4')).to.throw(IllegalMoveError);
    expect(() => el.play('8')).to.throw(IllegalMoveError);
    expect(el.moves).to.have.length(7);
  });

  it("shows every column's exact value above it with show-analysis, from the mover's view", async () => {
    // Red has three on the bottom row: column 4 wins at once.
    const el = await fixture<ConnectFourBoard>(
      html`<connect-four-board mode="two-player" columns="5" rows="4" show-analysis moves="1 1 2 2 3 3"></connect-four-board>`,
    );
    await until(() => values(el).every((v) => /^[+−=]/.test(v)));
    const shown = values(el);
    expect(shown[3]).to.equal('+1', 'column 4 wins with this disc');
    const header = el.shadowRoot!.querySelectorAll('[role="columnheader"]')[3]!;
    expect(header.getAttribute('aria-label')).to.equal('Column 4, win in 1 move');
    expect(cell(el, 4, 1).getAttribute('aria-label')).to.contain('win in 1 move');
    await expect(el).to.be.accessible();
  });

  it('analyses nothing while disabled (disabled pauses the computer), and at once when enabled', async () => {
    const el = await fixture<ConnectFourBoard>(
      html`<connect-four-board mode="two-player" columns="5" rows="4" show-analysis disabled moves="1 1 2 2 3 3"></connect-four-board>`,
    );
    await el.aiComplete;
    expect(values(el).filter((v) => /^[+−=]/.test(v))).to.deep.equal([]);
    el.disabled = false;
    await until(() => values(el).every((v) => /^[+−=]/.test(v)));
    expect(values(el)[3]).to.equal('+1');
  });

  it('describes scores as wins, draws and losses in moves', () => {
    const start = { columns: 7, rows: 6, ply: 0 };
    expect(describeScore(start, 1)).to.deep.equal({ kind: 'win', moves: 21 });
    expect(describeScore(start, 21)).to.deep.equal({ kind: 'win', moves: 1 });
    expect(describeScore(start, 0)).to.deep.equal({ kind: 'draw', moves: 0 });
    // After one move, the second player losing to the first's 21st disc (20 more of its moves).
    expect(describeScore({ columns: 7, rows: 6, ply: 1 }, -1)).to.deep.equal({ kind: 'loss', moves: 20 });
  });

  it('sizes the board from columns and rows, warning once for values out of range', async () => {
    const el = await fixture<ConnectFourBoard>(html`<connect-four-board columns="9" rows="7"></connect-four-board>`);
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(63);
    let bad!: ConnectFourBoard;
    const warnings = await captureWarnings(async () => {
      bad = await fixture<ConnectFourBoard>(html`<connect-four-board columns="3" rows="11"></connect-four-board>`);
    });
    expect(warnings).to.have.length(2);
    expect([bad.gameState.columns, bad.gameState.rows]).to.deep.equal([7, 6]);
  });

  it("plays the solver's best column from its worker, and sees the forced win", async () => {
    // A middle-game position of Pons' easy set, red (the computer) to move and winning (score 8).
    const digits = '4661237137541742643224';
    const moves = [...digits].join(' ');
    const el = await fixture<ConnectFourBoard>(
      html`<connect-four-board ai-side="first" ai-delay="0" moves=${moves}></connect-four-board>`,
    );
    await el.aiComplete;
    expect(el.moves).to.have.length(digits.length + 1);
    expect(el.aiEngine).to.equal('worker');
    const { Solver, positionFromDigits } = await import('../../../src/games/connect-four/solver.js');
    const scores = new Solver(7, 6, 20).analyse(positionFromDigits(digits));
    const best = Math.max(...scores.map((v) => v ?? -Infinity));
    expect(best).to.equal(8);
    expect(scores[Number(el.moves.at(-1)) - 1]).to.equal(best, `column ${el.moves.at(-1)} is a best move`);
    expect(status(el)).to.equal('Your turn. I can see a forced win.');
  });

  it('plays a small board to the end against itself', async () => {
    const el = await fixture<ConnectFourBoard>(
      html`<connect-four-board mode="ai-vs-ai" columns="5" rows="4" ai-delay="0" seed="5"></connect-four-board>`,
    );
    const over = record<GameOverEventDetail>(el, 'game-over');
    await until(() => over.length > 0, 30000);
    expect(el.result).to.not.equal(null);
  });
});
