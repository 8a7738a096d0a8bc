/**
 * Input longer than its game can last (`Game.maxPlies`): a `moves` list, a puzzle, a saved game.
 * Each is refused with one warning and the game as it was; a line at the bound is taken.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/lines-of-action-board.js';
import '../../src/tictactoe-board.js';
import { MAX_LINE_TEXT } from '../../src/core/game.js';
import type { BaseState } from '../../src/core/game.js';
import type { Board } from '../../src/element/base/board.js';
import { rules } from '../../src/games/lines-of-action/rules.js';
import { captureWarnings, until } from '../helpers.js';
import { longLine, quietMove } from '../long-lines.js';

type AnyBoard = Board<BaseState, unknown, unknown>;

/** Runs `fn` while collecting console warnings into the list it is given (so it can wait for one). */
async function warningsOf(fn: (seen: readonly string[]) => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => seen.push(args.join(' '));
  try {
    await fn(seen);
  } finally {
    console.warn = original;
  }
  return seen;
}

const most = rules.maxPlies!(rules.newGame({}));
const line = longLine(rules, most, {}, quietMove);
/** One move more than the game can last: the line's moves, then its first again (never read). */
const over = [...line, line[0]!];

describe('input longer than its game can last', () => {
  it('takes a moves list at the bound and refuses one move more, with one warning and the game as it was', async () => {
    const el = await fixture<AnyBoard>(html`<lines-of-action-board mode="two-player"></lines-of-action-board>`);
    el.moves = line;
    expect(el.moves).to.have.length(most);
    el.moves = line.slice(0, 5);
    await el.updateComplete;
    const warnings = await captureWarnings(async () => {
      el.setAttribute('moves', over.join(' '));
      await el.updateComplete;
      el.moves = over;
      await el.updateComplete;
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(
      /moves: The line has 1001 moves; a lines-of-action game from this position lasts at most 1000\. The game is left as it was\./,
    );
    expect(el.moves).to.deep.equal(line.slice(0, 5));
    expect(el.result).to.equal(null);
  });

  it('does not split text longer than any line', async () => {
    const el = await fixture<AnyBoard>(html`<tictactoe-board mode="two-player" moves="b2"></tictactoe-board>`);
    const warnings = await captureWarnings(async () => {
      el.setAttribute('moves', 'a1 '.repeat(MAX_LINE_TEXT));
      await el.updateComplete;
      // Ten moves on a board of nine squares: counted, not read.
      el.moves = Array.from({ length: 10 }, () => 'a1');
      await el.updateComplete;
    });
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.contain('characters long');
    expect(warnings[1]).to.contain('lasts at most 9');
    expect(el.moves).to.deep.equal(['b2']);
  });

  it('refuses a puzzle whose moves and solution are longer than the game, with one warning, and plays the game', async () => {
    const el = await fixture<AnyBoard>(html`<lines-of-action-board mode="two-player"></lines-of-action-board>`);
    el.moves = line.slice(0, 3);
    await el.updateComplete;
    const warnings = await warningsOf(async (seen) => {
      el.setAttribute('puzzle', JSON.stringify({ moves: over.slice(0, -1), goal: 'best', solution: over.slice(-1) }));
      // The puzzle's part loads first: the refusal comes once it has.
      await until(() => seen.length > 0);
      await el.updateComplete;
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.match(/puzzle: The puzzle's moves and solution are too long.*Playing a game instead\./);
    expect(el.moves).to.deep.equal(line.slice(0, 3));
  });

  it('keeps a saved game longer than the game can last out, with one warning, and starts a fresh game', async () => {
    const key = 'board-game-elements:lines-of-action:too-long';
    const text = JSON.stringify({
      format: 'board-game-elements',
      version: 1,
      game: 'lines-of-action',
      options: {},
      moves: line,
      undone: [line[0]],
    });
    localStorage.setItem(key, text);
    try {
      const warnings = await warningsOf(async (seen) => {
        const el = await fixture<AnyBoard>(
          html`<lines-of-action-board mode="two-player" persist="too-long"></lines-of-action-board>`,
        );
        // The saving part loads first: the refusal comes once it has.
        await until(() => seen.length > 0);
        await el.updateComplete;
        expect(el.moves).to.deep.equal([]);
      });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain('ignoring the data saved under "too-long"');
      expect(localStorage.getItem(key)).to.equal(text);
    } finally {
      localStorage.removeItem(key);
    }
  });

  it('reviews a game at the bound from the review kept with it; its dense graph draws the marked points and the shown one, and a click goes to the nearest', async () => {
    const el = await fixture<AnyBoard & { openReview(): void }>(
      html`<lines-of-action-board mode="two-player"></lines-of-action-board>`,
    );
    // Every hundredth move a blunder (its value far below the best), the others best.
    // And a run of five positions not valued: one band on the dense graph, not five crosses.
    const values = line.map((m, i): [number, boolean, string, number, boolean] | null =>
      i >= 200 && i < 205 ? null : [i % 100 === 49 ? -5000 : 0, false, m, 0, false],
    );
    el.import({
      format: 'board-game-elements',
      version: 1,
      game: 'lines-of-action',
      options: {},
      moves: line,
      undone: [],
      review: { timeMs: 1000, moves: values },
    });
    let ready: { moves: ({ mark: string } | null)[] } | undefined;
    el.addEventListener('review-ready', (e) => (ready = (e as CustomEvent).detail));
    el.openReview();
    await until(() => ready !== undefined);
    await el.updateComplete;
    expect(ready!.moves.filter((m) => m?.mark === 'blunder')).to.have.length(10);
    const graph = el.shadowRoot!.querySelector<SVGSVGElement>('[part~="review-graph"]')!;
    const points = [...graph.querySelectorAll('[part~="review-point"]')];
    // Ten blunders and the last position, shown: not a thousand points.
    expect(points).to.have.length(11);
    expect(points.filter((p) => p.classList.contains('blunder'))).to.have.length(10);
    const gaps = [...graph.querySelectorAll('[part~="review-gap"]')];
    expect(gaps.map((g) => [g.tagName, g.querySelector('title')!.textContent])).to.deep.equal([
      ['rect', 'not valued: 200–204. This position is not valued: the computer found no value for it in its budget.'],
    ]);
    expect(el.shadowRoot!.querySelector('[part~="review-summary"]')!.textContent).to.equal(
      'Review done: 10 blunders; 5 moves not valued.',
    );
    // A click at the middle of the graph goes to the middle position.
    const box = graph.getBoundingClientRect();
    const middle = new DOMPoint(150, 40).matrixTransform(graph.getScreenCTM()!);
    expect(middle.x).to.be.within(box.left, box.right);
    graph.dispatchEvent(new MouseEvent('click', { clientX: middle.x, clientY: middle.y, bubbles: true }));
    await el.updateComplete;
    expect(graph.getAttribute('aria-valuenow')).to.equal(String(most / 2));
  });
});
