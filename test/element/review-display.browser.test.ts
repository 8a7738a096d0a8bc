/**
 * How a review reads on the board, from a review kept with its game (no engine time): a Connect
 * Four game with Pascal Pons' solver's values (test/data/review/), its first four positions not
 * valued. The graph's points, exact ones apart, the gaps and their reason, the finished status,
 * and a move in a lost position explained, in English and Chinese, for the eye and the ear.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/connect-four-board.js';
import type { ConnectFourBoard } from '../../src/games/connect-four/connect-four-board.js';
import { status, until } from '../helpers.js';

type Entry = [number, boolean, string, number, boolean] | null;

/**
 * The game and its kept review: per move, the played column's value and the best one's, from Pons' values; null where
 * the data has none.
 */
async function ponsReview(): Promise<{ moves: string[]; entries: Entry[]; marks: (string | null)[] }> {
  const lines = (await (await fetch('/test/data/review/connect-four-game.txt')).text()).trim().split('\n');
  const moves = [...lines.at(-1)!];
  const pons = new Map(lines.slice(0, -1).map((l) => [l.split(' ')[0]!.length, l.split(' ').slice(1).map(Number)]));
  const marks: (string | null)[] = [];
  const entries = moves.map((column, ply): Entry => {
    const values = pons.get(ply);
    if (!values) {
      marks.push(null);
      return null;
    }
    const played = values[Number(column) - 1]!;
    const best = Math.max(...values);
    // Exact values: an outcome given away is a blunder, a slower or smaller result good.
    marks.push(played >= best ? 'best' : Math.sign(played) < Math.sign(best) ? 'blunder' : 'good');
    return [played, true, String(values.indexOf(best) + 1), best, true];
  });
  return { moves, entries, marks };
}

const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (el: HTMLElement, name: string) => [...el.shadowRoot!.querySelectorAll<Element>(`[part~="${name}"]`)];

/** A board showing the kept review of the Pons game, its eighth move's value made an estimate. */
async function shown(lang = 'en'): Promise<{ el: ConnectFourBoard; marks: (string | null)[]; moves: string[] }> {
  const { moves, entries, marks } = await ponsReview();
  // Move 8 was the best by Pons' values (2 of 2): kept as an estimate of the same, so the graph has one of each.
  const eighth = entries[7]!;
  expect([eighth[0], eighth[3]]).to.deep.equal([2, 2]);
  entries[7] = [eighth[0], false, eighth[2], eighth[3], false];
  const wrap = await fixture<HTMLDivElement>(
    html`<div lang=${lang}><connect-four-board mode="two-player"></connect-four-board></div>`,
  );
  const el = wrap.firstElementChild as ConnectFourBoard;
  el.import({
    format: 'board-game-elements',
    version: 1,
    game: 'connect-four',
    options: {},
    moves,
    undone: [],
    review: { timeMs: 1000, moves: entries },
  });
  let ready = false;
  el.addEventListener('review-ready', () => (ready = true));
  el.openReview();
  await until(() => ready);
  await el.updateComplete;
  return { el, marks, moves };
}

/**
 * Goes to the position after `step` moves by the graph's keys: Home, then the arrows, from the nearer of the start and
 * where it is.
 */
async function goTo(el: ConnectFourBoard, step: number): Promise<void> {
  const graph = part(el, 'review-graph')!;
  graph.focus();
  let at = Number(graph.getAttribute('aria-valuenow'));
  if (step < Math.abs(step - at)) {
    await sendKeys({ press: 'Home' });
    at = 0;
  }
  for (; at < step; at++) await sendKeys({ press: 'ArrowRight' });
  for (; at > step; at--) await sendKeys({ press: 'ArrowLeft' });
  await el.updateComplete;
  expect(part(el, 'review-graph')!.getAttribute('aria-valuenow')).to.equal(String(step));
}

/** Goes one position on with the graph's key, to the position after `step` moves. */
async function next(el: ConnectFourBoard, step: number): Promise<void> {
  await sendKeys({ press: 'ArrowRight' });
  await el.updateComplete;
  expect(part(el, 'review-graph')!.getAttribute('aria-valuenow')).to.equal(String(step));
}

describe('a review as it reads', () => {
  it('draws a point per valued position, exact ones as squares, and a gap with its reason for each position not valued', async () => {
    const { el, moves } = await shown();
    const graph = part(el, 'review-graph')!;
    const points = parts(el, 'review-point');
    // Positions 4 to 28 are valued (the last from the last move's value): 25 points; 0 to 3 are not.
    expect(points).to.have.length(moves.length + 1 - 4);
    const exact = points.filter((p) => p.getAttribute('part')!.split(' ').includes('review-exact'));
    expect(exact).to.have.length(points.length - 1);
    expect(exact.every((p) => p.tagName === 'rect')).to.equal(true);
    const estimate = points.filter((p) => !exact.includes(p));
    expect(estimate.map((p) => p.tagName)).to.deep.equal(['circle']);
    // The estimate is position 7's value (move 8's best): its point says so, and its move.
    expect(estimate[0]!.querySelector('title')!.textContent).to.equal(
      'Move 7, 5: good, already lost: every move loses; best was 3. Estimate, from the first player: −2.',
    );
    expect(exact[0]!.querySelector('title')!.textContent).to.match(
      /^Move 4, 2: not valued: .*Exact value, from the first player: −1, a loss\.$/,
    );
    const gaps = parts(el, 'review-gap');
    expect(gaps).to.have.length(4);
    expect(gaps.map((g) => g.querySelector('title')!.textContent)).to.deep.equal([
      'The start: no move yet. This position is not valued: the computer found no value for it in its budget.',
      'Move 1, 6: not valued: the computer found no value for this position in its budget. This position is not valued: the computer found no value for it in its budget.',
      'Move 2, 6: not valued: the computer found no value for this position in its budget. This position is not valued: the computer found no value for it in its budget.',
      'Move 3, 2: not valued: the computer found no value for this position in its budget. This position is not valued: the computer found no value for it in its budget.',
    ]);
    // Drawn on the graph, and in the key with the words exact, estimate and not valued.
    expect(gaps.every((g) => (g as SVGGraphicsElement).getBBox().width > 0)).to.equal(true);
    expect(part(el, 'review-key')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('exact estimate not valued');
    // A gap goes to its position, as a point does.
    (gaps[2] as SVGElement).dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await el.updateComplete;
    expect(graph.getAttribute('aria-valuenow')).to.equal('2');
    await expect(el).to.be.accessible();
  });

  it('reads as finished, with the count of each mark, and never with an ellipsis', async () => {
    const { el, marks } = await shown();
    const blunders = marks.filter((m) => m === 'blunder').length;
    expect(blunders).to.equal(6);
    expect(part(el, 'review-summary')!.textContent).to.equal('Review done: 6 blunders; 4 moves not valued.');
    expect(part(el, 'review-progress')).to.equal(null);
    // Through the game a key at a time, as a reader would.
    await goTo(el, 0);
    for (let step = 0; step <= marks.length; step++) {
      if (step > 0) await next(el, step);
      expect(status(el), `after move ${step}`).to.not.contain('…');
    }
    // The marks the board gives are the solver's.
    const list = parts(el, 'move');
    expect(list.map((m) => m.getAttribute('part')!.match(/mark-(\w+)/)?.[1] ?? null)).to.deep.equal(
      marks.map((m, i) => (i === 7 ? 'best' : m)),
    );
  });

  it('says why a move in a lost position is no blunder, and why a move left unmarked has no mark, in the status, the list and the graph', async () => {
    const { el } = await shown();
    // Move 15: the column that lets the other side win sooner (-14), where the best loses too (-2).
    await goTo(el, 15);
    const line = 'Move 15, 1: good, already lost: every move loses; best was 4.';
    expect(status(el)).to.equal(line);
    expect(part(el, 'review-graph')!.getAttribute('aria-valuetext')).to.equal(
      `${line} Exact value, from the first player: −14, a loss.`,
    );
    const listed = parts(el, 'move')[14]!;
    expect([listed.getAttribute('aria-label'), listed.getAttribute('title')]).to.deep.equal([line, line]);
    // Move 16: a smaller win than the best, which is still a win.
    await goTo(el, 16);
    expect(status(el)).to.equal('Move 16, 6: good, already won: it still wins, so it is no mistake; best was 4.');
    // A blunder gives away its outcome; the best move of a lost position still says it.
    await goTo(el, 18);
    expect(status(el)).to.equal('Move 18, 2: blunder, turned a win into a loss; best was 5.');
    await goTo(el, 17);
    expect(status(el)).to.equal('Move 17, 4: best, already lost: every move loses.');
    await goTo(el, 2);
    const unmarked = 'Move 2, 6: not valued: the computer found no value for this position in its budget.';
    expect(status(el)).to.equal(unmarked);
    expect(parts(el, 'move')[1]!.getAttribute('aria-label')).to.equal(unmarked);
    expect(part(el, 'review-graph')!.getAttribute('aria-valuetext')).to.equal(
      `${unmarked} This position is not valued: the computer found no value for it in its budget.`,
    );
  });

  it('says the same in Chinese', async () => {
    const { el } = await shown('zh');
    expect(part(el, 'review-summary')!.textContent).to.equal('复盘完成：败着 6 步；4 步未评估。');
    await goTo(el, 15);
    expect(status(el)).to.equal('第 15 步，1：好棋，已是败局：每一步都输；最佳为 4。');
    await goTo(el, 2);
    expect(status(el)).to.equal('第 2 步，6：未评估：电脑在限定的计算量内未能算出此局面的值。');
    expect(part(el, 'review-key')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('精确 估计 未评估');
  });
});
