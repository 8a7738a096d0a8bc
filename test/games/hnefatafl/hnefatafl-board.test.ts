import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../../src/hnefatafl-board.js';
import { IllegalMoveError } from '../../../src/core/game.js';
import type { GameOverEventDetail, MoveEventDetail } from '../../../src/element/base/events.js';
import type { HnefataflBoard } from '../../../src/games/hnefatafl/hnefatafl-board.js';
import { ATTACKER, fromOf, rules } from '../../../src/games/hnefatafl/rules.js';
import { captureWarnings, click, live, record, status, until } from '../../helpers.js';

/** The square named like `d1` (a1 at the bottom left). */
const square = (el: HnefataflBoard, name: string) => {
  const size = el.gameState.size;
  const col = name.charCodeAt(0) - 97;
  const row = size - Number(name.slice(1));
  return el.shadowRoot!.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`)!;
};
const label = (el: HnefataflBoard, name: string) => square(el, name).getAttribute('aria-label');
const marked = (el: HnefataflBoard, part: string) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${part}"]`)]
    .map((c) => c.getAttribute('aria-label')!.split(',')[0])
    .sort();
const centre = (el: Element) => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] as [number, number];
};
/** Brandubh, defenders to move: the king on c2, one step from the edge, an attacker on d5. */
const BRANDUBH_KING = '......./......./...a.../......./......./..k..../....... d';

describe('<hnefatafl-board>', () => {
  it('renders the Copenhagen start with labelled squares, the throne and corners, and passes axe', async () => {
    const el = await fixture<HnefataflBoard>(html`<hnefatafl-board></hnefatafl-board>`);
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(121);
    expect(label(el, 'f6')).to.equal('f6, king, throne');
    expect(label(el, 'a1')).to.equal('a1, empty, corner');
    expect(label(el, 'd1')).to.equal('d1, attacker');
    expect(label(el, 'f8')).to.equal('f8, defender');
    expect(el.shadowRoot!.querySelectorAll('[part~="restricted"]')).to.have.length(5);
    expect(el.shadowRoot!.querySelector('[part~="board"]')!.getAttribute('aria-label')).to.equal(
      'Hnefatafl, Copenhagen rules, 11 by 11',
    );
    await expect(el).to.be.accessible();
  });

  it('picks up an attacker, shows its destinations, moves, and the computer answers for the defenders', async () => {
    const el = await fixture<HnefataflBoard>(
      html`<hnefatafl-board ai-delay="0" ai-time="300" seed="1"></hnefatafl-board>`,
    );
    const moves = record<MoveEventDetail>(el, 'move');
    await click(square(el, 'd1'));
    // Not a1, a corner; up the file as far as the defender on d6.
    expect(marked(el, 'target')).to.deep.equal(['b1', 'c1', 'd2', 'd3', 'd4', 'd5']);
    await click(square(el, 'd4'));
    expect(moves[0]).to.deep.equal({ move: 'd1-d4', player: 'first', ply: 1, byAi: false, source: 'user' });
    await el.aiComplete;
    expect(moves[1]!.byAi).to.equal(true);
    expect(moves[1]!.player).to.equal('second');
    expect(live(el)).to.match(/^Computer moved [a-k]\d+ to [a-k]\d+.*Your turn/);
  });

  it('lets the computer take the attackers with ai-side="first"', async () => {
    const el = await fixture<HnefataflBoard>(
      html`<hnefatafl-board ai-side="first" ai-delay="0" ai-time="200" seed="2"></hnefatafl-board>`,
    );
    await until(() => el.moves.length === 1);
    const start = rules.newGame();
    expect(start.cells[fromOf(rules.moveFromString(start, el.moves[0]!))]).to.equal(ATTACKER);
    expect(status(el)).to.equal('Your turn');
  });

  it('marks the king’s open lines like check, and says so', async () => {
    const el = await fixture<HnefataflBoard>(
      html`<hnefatafl-board variant="brandubh" mode="two-player" position=${BRANDUBH_KING}></hnefatafl-board>`,
    );
    expect(marked(el, 'open-line')).to.deep.equal([]);
    // The king steps to c1: open lines to a1 (over b1) and to g1 (over d1, e1, f1).
    el.play('c2-c1');
    await el.updateComplete;
    expect(marked(el, 'open-line')).to.deep.equal(['a1', 'b1', 'd1', 'e1', 'f1', 'g1']);
    expect(el.shadowRoot!.querySelectorAll('.escape-target')).to.have.length(2);
    expect(status(el)).to.equal('Player 1 (attackers) to move. The king has an open line to a1 and g1!');
    expect(label(el, 'b1')).to.equal("b1, empty, on the king's open line");
    await until(() => live(el) !== '');
    expect(live(el)).to.equal(
      'Player 2 moved c2 to c1. Player 1 (attackers) to move. The king has an open line to a1 and g1!',
    );
    // Closing one line leaves the other marked.
    el.play('d5-d1');
    await el.updateComplete;
    expect(marked(el, 'open-line')).to.deep.equal(['a1', 'b1']);
  });

  it('fades out captured pieces and writes the capture with x', async () => {
    const el = await fixture<HnefataflBoard>(
      html`<hnefatafl-board variant="brandubh" mode="two-player" position="..a..../......./ad...../......./......./....k../....... a"></hnefatafl-board>`,
    );
    el.play('c7-c5');
    await el.updateComplete;
    expect(el.moves).to.deep.equal(['c7xc5']);
    expect(label(el, 'b5')).to.equal('b5, empty');
    expect(square(el, 'b5').querySelector('.ghost.defender')).to.not.equal(null);
    expect(el.gameState.pieces).to.deep.equal({ first: 2, second: 1 });
  });

  it('ends with the winner and the reason when the king is captured', async () => {
    const el = await fixture<HnefataflBoard>(
      html`<hnefatafl-board variant="brandubh" mode="two-player" first-player="Ari" second-player="Bea" position="..a..../......./ak...../......./......./......./...d... a"></hnefatafl-board>`,
    );
    const over = record<GameOverEventDetail>(el, 'game-over');
    el.play('c7-c5');
    await el.updateComplete;
    expect(el.moves).to.deep.equal(['c7xc5']);
    expect(over).to.have.length(1);
    expect(status(el)).to.equal('Ari (attackers) wins! The king was captured.');
    expect(el.shadowRoot!.querySelector('.piece.king.taken')).to.not.equal(null);
  });

  it('moves by drag and by keyboard', async () => {
    const el = await fixture<HnefataflBoard>(
      html`<hnefatafl-board variant="brandubh" mode="two-player"></hnefatafl-board>`,
    );
    const [x0, y0] = centre(square(el, 'd7'));
    const [x1, y1] = centre(square(el, 'b7'));
    await sendMouse({ type: 'move', position: [x0, y0] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round((x0 + x1) / 2), y1] });
    await sendMouse({ type: 'move', position: [x1, y1] });
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(el.moves).to.deep.equal(['d7-b7']);
    square(el, 'd5').focus();
    await sendKeys({ press: 'Enter' });
    expect(marked(el, 'target')).to.deep.equal(['a5', 'b5', 'c5', 'e5', 'f5', 'g5']);
    for (const key of ['ArrowLeft', 'Enter']) await sendKeys({ press: key });
    expect(el.moves).to.deep.equal(['d7-b7', 'd5-c5']);
  });

  it('refuses illegal moves and the opponent’s pieces, and falls back on bad attributes with one warning', async () => {
    const el = await fixture<HnefataflBoard>(html`<hnefatafl-board></hnefatafl-board>`);
    const invalid = record<{ move: string; reason: string }>(el, 'invalid-move');
    await click(square(el, 'f8'));
    expect(invalid).to.deep.equal([{ move: 'f8', reason: 'No piece of yours on f8 can move.' }]);
    expect(() => el.play('a4-a1')).to.throw(IllegalMoveError);
    expect(el.moves).to.deep.equal([]);
    const warnings = await captureWarnings(async () => {
      el.setAttribute('variant', 'chess');
      el.setAttribute('king-capture', '5');
      el.setAttribute('king-armed', 'maybe');
      await el.updateComplete;
    });
    expect(warnings).to.have.length(3);
    expect(el.gameState.variant).to.equal('copenhagen');
    expect(el.gameState.rules.kingCapture).to.equal(4);
  });

  it('explains a square the picked-up piece may not reach by the rule it breaks, and keeps the piece up', async () => {
    const el = await fixture<HnefataflBoard>(
      html`<hnefatafl-board variant="brandubh" mode="two-player"></hnefatafl-board>`,
    );
    const invalid = record<{ move: string; reason: string }>(el, 'invalid-move');
    await click(square(el, 'd6'));
    await click(square(el, 'd4'));
    await click(square(el, 'e5'));
    await click(square(el, 'd7'));
    await click(square(el, 'a7'));
    expect(invalid).to.deep.equal([
      { move: 'd6-d4', reason: 'The piece on d5 is in the way: no piece jumps over another.' },
      {
        move: 'd6-e5',
        reason: 'Pieces move along a row or a column, like a rook in chess: e5 is not in line with d6.',
      },
      { move: 'd7-a7', reason: 'Only the king may stop on a7.' },
    ]);
    await until(() => live(el) === 'Only the king may stop on a7.');
    await click(square(el, 'b7'));
    expect(el.moves).to.deep.equal(['d7-b7']);
  });

  it('takes rule attributes: Tablut with a three-square king and an unarmed king', async () => {
    const el = await fixture<HnefataflBoard>(
      html`<hnefatafl-board variant="tablut" king-range="3" king-armed="false" mode="two-player"></hnefatafl-board>`,
    );
    expect(el.shadowRoot!.querySelectorAll('[role="gridcell"]')).to.have.length(81);
    expect(el.gameState.rules).to.include({ kingRange: 3, kingArmed: false, escape: 'edge', kingCapture: 2 });
    // The throne is the only restricted square in Tablut.
    expect(el.shadowRoot!.querySelectorAll('[part~="restricted"]')).to.have.length(1);
  });

  it('plays a whole two-player game to its end and names the winner', async () => {
    const el = await fixture<HnefataflBoard>(
      html`<hnefatafl-board variant="brandubh" mode="two-player"></hnefatafl-board>`,
    );
    const over = record<GameOverEventDetail>(el, 'game-over');
    let i = 0;
    while (!el.result && i < 600) {
      const legal = rules.legalMoves(el.gameState);
      el.play(rules.moveToString(el.gameState, legal[(i++ * 7) % legal.length]!));
    }
    await el.updateComplete;
    expect(over).to.have.length(1);
    expect(status(el)).to.match(/(wins!|Draw\.) The /);
  });
});
