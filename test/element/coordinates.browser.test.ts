/** `coordinates`: files and ranks along the edges, in each game's notation, hidden from assistive technology. */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/hnefatafl-board.js';
import '../../src/lines-of-action-board.js';
import '../../src/peg-solitaire-board.js';
import '../../src/reversi-board.js';
import '../../src/tictactoe-board.js';
import '../../src/connect-four-board.js';
import '../../src/nim-board.js';
import type { ReversiBoard } from '../../src/games/reversi/reversi-board.js';
import { GAMES } from '../../src/games/registry.js';
import { captureWarnings } from '../helpers.js';

const texts = (el: Element, part: string) =>
  [...el.shadowRoot!.querySelectorAll(`[part~="${part}"]`)].map((n) => n.textContent!.trim());
/** Whether the files are drawn above the board (else below). */
const filesAbove = (el: Element) => {
  const files = el.shadowRoot!.querySelector('.files')!.getBoundingClientRect();
  return files.bottom <= el.shadowRoot!.querySelector('[part="board"]')!.getBoundingClientRect().top + 1;
};

describe('coordinates', () => {
  it('Reversi: a to h along the top, 1 to 8 down the left, each label beside its square', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board></reversi-board>`);
    expect(texts(el, 'file')).to.deep.equal(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(texts(el, 'rank')).to.deep.equal(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(filesAbove(el)).to.equal(true);
    // The label "d" stands over the column of d3, and "3" beside its row.
    const square = el.shadowRoot!.querySelector('[aria-label^="d3"]')!.getBoundingClientRect();
    const file = el.shadowRoot!.querySelectorAll('[part~="file"]')[3]!.getBoundingClientRect();
    const rank = el.shadowRoot!.querySelectorAll('[part~="rank"]')[2]!.getBoundingClientRect();
    expect(Math.abs(file.left + file.width / 2 - (square.left + square.width / 2))).to.be.below(3);
    expect(Math.abs(rank.top + rank.height / 2 - (square.top + square.height / 2))).to.be.below(3);
    for (const strip of el.shadowRoot!.querySelectorAll('.files, .ranks'))
      expect(strip.getAttribute('aria-hidden')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('Lines of Action and Hnefatafl: a1 at the bottom left', async () => {
    for (const board of [
      html`<lines-of-action-board></lines-of-action-board>`,
      html`<hnefatafl-board></hnefatafl-board>`,
    ]) {
      const el = await fixture<HTMLElement>(board);
      const n = el.localName === 'hnefatafl-board' ? 11 : 8;
      expect(texts(el, 'file')).to.have.length(n);
      expect(texts(el, 'rank')[0]).to.equal(String(n));
      expect(texts(el, 'rank').at(-1)).to.equal('1');
      expect(filesAbove(el), el.localName).to.equal(false);
      const a1 = [...el.shadowRoot!.querySelectorAll('[role="gridcell"]')]
        .find((c) => /^a1\b/.test(c.getAttribute('aria-label')!))!
        .getBoundingClientRect();
      const lastRank = el.shadowRoot!.querySelectorAll('[part~="rank"]')[n - 1]!.getBoundingClientRect();
      expect(
        Math.abs(lastRank.top + lastRank.height / 2 - (a1.top + a1.height / 2)),
        `${el.localName}: "1" beside a1`,
      ).to.be.below(3);
    }
  });

  it('peg solitaire: the English board by its holes, a to g and 1 to 7 from the top; none on the triangle', async () => {
    const el = await fixture<HTMLElement>(html`<peg-solitaire-board></peg-solitaire-board>`);
    expect(texts(el, 'file')).to.deep.equal(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(texts(el, 'rank')).to.deep.equal(['1', '2', '3', '4', '5', '6', '7']);
    const d4 = el.shadowRoot!.querySelector('[aria-label^="d4"]')!.getBoundingClientRect();
    const d = el.shadowRoot!.querySelectorAll('[part~="file"]')[3]!.getBoundingClientRect();
    expect(Math.abs(d.left + d.width / 2 - (d4.left + d4.width / 2)), '"d" over the centre hole').to.be.below(3);
    const triangle = await fixture<HTMLElement>(html`<peg-solitaire-board variant="triangle"></peg-solitaire-board>`);
    expect(texts(triangle, 'coordinate')).to.deep.equal([]);
  });

  it('gives their room back to the squares on boards narrower than 300 px', async () => {
    const wrap = await fixture<HTMLDivElement>(
      html`<div style="width: 280px"><hnefatafl-board></hnefatafl-board></div>`,
    );
    const el = wrap.firstElementChild!;
    await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    for (const strip of el.shadowRoot!.querySelectorAll('.files, .ranks'))
      expect(getComputedStyle(strip).display).to.equal('none');
    wrap.style.width = '320px';
    await new Promise((r) => requestAnimationFrame(r));
    for (const strip of el.shadowRoot!.querySelectorAll('.files, .ranks'))
      expect(getComputedStyle(strip).display).to.equal('flex');
  });

  it('tic-tac-toe: a to c and 1 to 3 from the top left; Connect Four: its column numbers under the board; Nim: its heap numbers', async () => {
    const ttt = await fixture<HTMLElement>(html`<tictactoe-board></tictactoe-board>`);
    expect(texts(ttt, 'file')).to.deep.equal(['a', 'b', 'c']);
    expect(texts(ttt, 'rank')).to.deep.equal(['1', '2', '3']);
    expect(filesAbove(ttt)).to.equal(true);
    const c4 = await fixture<HTMLElement>(html`<connect-four-board columns="8"></connect-four-board>`);
    expect(texts(c4, 'file')).to.deep.equal(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(texts(c4, 'rank')).to.deep.equal([]);
    expect(filesAbove(c4)).to.equal(false);
    // Column 4's number stands under column 4.
    const cell =
      c4.shadowRoot!.querySelector('[role="gridcell"][aria-label^="Column 4"]') ??
      c4.shadowRoot!.querySelectorAll('[role="gridcell"]')[3]!;
    const box = cell.getBoundingClientRect();
    const four = c4.shadowRoot!.querySelectorAll('[part~="file"]')[3]!.getBoundingClientRect();
    expect(Math.abs(four.left + four.width / 2 - (box.left + box.width / 2))).to.be.below(4);
    const nim = await fixture<HTMLElement>(html`<nim-board heaps="3 4 5"></nim-board>`);
    expect(texts(nim, 'rank')).to.deep.equal(['1', '2', '3']);
    nim.setAttribute('coordinates', 'none');
    await (nim as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect(texts(nim, 'coordinate')).to.deep.equal([]);
  });

  it('coordinates="none" hides them; an invalid value warns once and keeps them', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board coordinates="none"></reversi-board>`);
    expect(texts(el, 'coordinate')).to.deep.equal([]);
    const warnings = await captureWarnings(async () => {
      el.setAttribute('coordinates', 'everywhere');
      await el.updateComplete;
      await el.updateComplete;
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/coordinates="everywhere".*edge or none/);
    expect(texts(el, 'file')).to.have.length(8);
    const ttt = await fixture<HTMLElement>(html`<tictactoe-board coordinates="none"></tictactoe-board>`);
    expect(texts(ttt, 'coordinate')).to.deep.equal([]);
  });

  it('every game of the registry draws its coordinates by default, and none with coordinates="none"', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    for (const { tag } of GAMES) {
      for (const coordinates of ['edge', 'none']) {
        const el = document.createElement(tag) as HTMLElement & { updateComplete: Promise<unknown> };
        if (coordinates === 'none') el.setAttribute('coordinates', 'none');
        host.append(el);
        await el.updateComplete;
        expect(texts(el, 'coordinate').length, `<${tag} coordinates="${coordinates}">`).to.satisfy((n: number) =>
          coordinates === 'none' ? n === 0 : n > 0,
        );
        el.remove();
      }
    }
  });
});
