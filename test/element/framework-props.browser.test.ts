import { expect, fixture, html } from '@open-wc/testing';
// Vue's runtime as a browser loads it: its patchProp decides between property and attribute as an app's would.
// @ts-expect-error the browser build has no declarations of its own: it is Vue's runtime as `vue` types it.
import { createApp, h, nextTick, ref } from 'vue/dist/vue.runtime.esm-browser.js';
import { h as preactH, render as preactRender } from 'preact';
import '../../src/hnefatafl-board.js';
import '../../src/reversi-board.js';
import '../../src/tictactoe-board.js';
import type { MoveEventDetail, ReviewReadyEventDetail } from '../../src/element/base/events.js';
import type { HnefataflBoard } from '../../src/games/hnefatafl/hnefatafl-board.js';
import type { ReversiBoard } from '../../src/games/reversi/reversi-board.js';
import type { TicTacToeBoard } from '../../src/games/tictactoe/tictactoe-board.js';
import { captureWarnings, until } from '../helpers.js';

const cells = (el: HTMLElement) => el.shadowRoot!.querySelectorAll('[part~="cell"]').length;
const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

/** X lets O complete a line it could have blocked (c1 instead of a2): its fifth move is the blunder. */
const GAME = 'b2 a1 c3 a3 c1 a2';
const MARKS = ['best', 'best', 'best', 'best', 'blunder', 'best'];

/** Each review-ready detail `target` fires, as it fires it. */
function readies(target: EventTarget): ReviewReadyEventDetail[] {
  const seen: ReviewReadyEventDetail[] = [];
  target.addEventListener('review-ready', (e) => seen.push((e as CustomEvent<ReviewReadyEventDetail>).detail));
  return seen;
}

/** Whether the board shows its review: the property, the attribute it reflects, and the panel. */
const shown = (el: TicTacToeBoard) => [el.review, el.hasAttribute('review'), part(el, 'review') !== null];

describe('properties as frameworks set them', () => {
  it('answers to each attribute name as a property: ai-depth, show-moves, ice-servers', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board></reversi-board>`);
    const named = el as unknown as Record<string, unknown>;
    named['ai-depth'] = 3;
    named['show-moves'] = true;
    named['ice-servers'] = [{ urls: 'stun:stun.example.org' }];
    await el.updateComplete;
    expect(el.aiDepth).to.equal(3);
    expect(named['ai-depth']).to.equal(3);
    expect(el.showMoves).to.equal(true);
    expect(el.iceServers).to.deep.equal([{ urls: 'stun:stun.example.org' }]);
    expect(el.shadowRoot!.querySelector('[part~="moves"]')).to.exist;
    // The attributes the page wrote are still read, and the names are no own fields of the element.
    expect(Object.keys(el)).not.to.include('ai-depth');
  });

  it('reads text given to a number, boolean or JSON property as its attribute, and warns once on a bad one', async () => {
    const el = await fixture<ReversiBoard>(html`<reversi-board></reversi-board>`);
    const loose = el as unknown as Record<string, unknown>;
    const warnings = await captureWarnings(async () => {
      loose.size = '6';
      loose.showMoves = '';
      loose.iceServers = '[{"urls": "turn:turn.example.org:3478"}]';
      loose.aiDelay = '0';
      await el.updateComplete;
    });
    expect(warnings).to.deep.equal([]);
    expect(el.size).to.equal(6);
    expect(cells(el)).to.equal(36);
    expect(el.showMoves).to.equal(true);
    expect(el.iceServers).to.deep.equal([{ urls: 'turn:turn.example.org:3478' }]);
    expect(el.aiDelay).to.equal(0);
    const bad = await captureWarnings(async () => {
      loose.size = 'big';
      await el.updateComplete;
    });
    // Kept as the attribute's text reads (a number property holds a number), played as the default.
    expect(el.size).to.be.NaN;
    expect(cells(el)).to.equal(64);
    expect(bad).to.have.length(1);
    expect(bad[0]).to.contain('invalid size="NaN"');
  });

  it("keeps a game's own converter: Hnefatafl's king-armed as text 'false' is false", async () => {
    const el = await fixture<HnefataflBoard>(html`<hnefatafl-board variant="brandubh"></hnefatafl-board>`);
    (el as unknown as Record<string, unknown>)['king-armed'] = 'false';
    await el.updateComplete;
    expect(el.kingArmed).to.equal(false);
  });

  it("in Vue's runtime: plain attributes, dashed and camelCase bindings, .prop and @move all reach the board", async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const moves: string[] = [];
    const app = createApp({
      render: () => [
        // `size="6" show-moves ai-delay="0"` in a template: static text.
        h('reversi-board', {
          id: 'a',
          size: '6',
          'show-moves': '',
          'ai-delay': '0',
          mode: 'two-player',
          onMove: (e: CustomEvent<MoveEventDetail>) => moves.push(e.detail.move),
        }),
        // `:ai-depth="2" :ice-servers="[...]"` and `:aiTime="300"`.
        h('reversi-board', { id: 'b', 'ai-depth': 2, 'ice-servers': [{ urls: 'stun:stun.example.org' }], aiTime: 300 }),
        // `:ai-depth.prop="4"`: Vue sets the property by the name as written.
        h('reversi-board', { id: 'c', '.ai-depth': 4 }),
      ],
    });
    const warnings = await captureWarnings(async () => {
      app.mount(host);
      await nextTick();
      await (host.querySelector('#a') as ReversiBoard).updateComplete;
    });
    try {
      const [a, b, c] = ['#a', '#b', '#c'].map((id) => host.querySelector(id) as ReversiBoard) as [
        ReversiBoard,
        ReversiBoard,
        ReversiBoard,
      ];
      expect(warnings).to.deep.equal([]);
      expect([a.size, cells(a), a.showMoves, a.aiDelay]).to.deep.equal([6, 36, true, 0]);
      expect([b.aiDepth, b.aiTime]).to.deep.equal([2, 300]);
      expect(b.iceServers).to.deep.equal([{ urls: 'stun:stun.example.org' }]);
      expect(c.aiDepth).to.equal(4);
      const first = a.legalMoves[0]!;
      a.play(first);
      await until(() => moves.length === 1);
      expect(moves).to.deep.equal([first]);
    } finally {
      app.unmount();
    }
  });

  it('in Preact: text and dashed names reach the properties, and onmove listens to the move event', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const moves: string[] = [];
    preactRender(
      preactH('reversi-board', {
        id: 'p',
        size: '6',
        'ai-depth': 2,
        mode: 'two-player',
        onmove: (e: CustomEvent<MoveEventDetail>) => moves.push(e.detail.move),
      }),
      host,
    );
    const el = host.querySelector('#p') as ReversiBoard;
    await el.updateComplete;
    expect([el.size, el.aiDepth]).to.deep.equal([6, 2]);
    const first = el.legalMoves[0]!;
    el.play(first);
    await until(() => moves.length === 1);
    expect(moves).to.deep.equal([first]);
    preactRender(null, host);
  });

  describe('the review, set as a yes/no property', () => {
    it('board.review = true opens the review and false closes it, read back as the state; openReview() and closeReview() too', async () => {
      const el = await fixture<TicTacToeBoard>(
        html`<tictactoe-board mode="two-player" moves=${GAME} review-time="300"></tictactoe-board>`,
      );
      const ready = readies(el);
      expect([typeof el.review, typeof el.openReview, typeof el.closeReview]).to.deep.equal([
        'boolean',
        'function',
        'function',
      ]);
      expect(shown(el)).to.deep.equal([false, false, false]);
      const warnings = await captureWarnings(async () => {
        el.review = true;
        await el.updateComplete;
        expect(shown(el)).to.deep.equal([true, true, true]);
        await until(() => ready.length === 1, 30000);
        expect(ready[0]!.moves.map((m) => m!.mark)).to.deep.equal(MARKS);
        el.review = false;
        await el.updateComplete;
        expect(shown(el)).to.deep.equal([false, false, false]);
        expect(el.gameState.ply).to.equal(6);
        el.openReview();
        await el.updateComplete;
        expect(shown(el)).to.deep.equal([true, true, true]);
        el.closeReview();
        await el.updateComplete;
        expect(shown(el)).to.deep.equal([false, false, false]);
        // The attribute and the property are one state.
        el.setAttribute('review', '');
        await el.updateComplete;
        expect(shown(el)).to.deep.equal([true, true, true]);
        el.removeAttribute('review');
        await el.updateComplete;
        expect(shown(el)).to.deep.equal([false, false, false]);
      });
      expect(warnings).to.deep.equal([]);
      // The setter was the element's own, never a value put over a method.
      expect(Object.keys(el)).not.to.include('review');
      expect(ready.length).to.be.greaterThan(1);
    });

    it('takes board.review = true set before the element is upgraded', async () => {
      // A document without a window upgrades nothing: the element is still a plain one when the property is set.
      const el = document.implementation.createHTMLDocument('').createElement('tictactoe-board') as TicTacToeBoard;
      expect('openReview' in el).to.equal(false);
      el.review = true;
      for (const [name, value] of [
        ['mode', 'two-player'],
        ['moves', GAME],
        ['review-time', '300'],
      ] as const)
        el.setAttribute(name, value);
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const ready = readies(host);
      host.append(document.adoptNode(el));
      expect(typeof el.openReview).to.equal('function');
      await until(() => ready.length === 1, 30000);
      await el.updateComplete;
      expect(shown(el)).to.deep.equal([true, true, true]);
      expect(ready[0]!.moves.map((m) => m!.mark)).to.deep.equal(MARKS);
      el.review = false;
      await el.updateComplete;
      expect(shown(el)).to.deep.equal([false, false, false]);
    });

    it('takes a puzzle set as a property before the element is upgraded, loading its part as the attribute does', async () => {
      const el = document.implementation.createHTMLDocument('').createElement('tictactoe-board') as TicTacToeBoard;
      el.puzzle = JSON.stringify({ moves: ['b2', 'a2', 'a1', 'c3'], goal: 'win' });
      el.setAttribute('ai-delay', '0');
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      host.append(document.adoptNode(el));
      await until(() => part(el, 'puzzle') !== null, 30000);
      expect(el.moves).to.deep.equal(['b2', 'a2', 'a1', 'c3']);
      expect(part(el, 'puzzle-hint')).to.not.equal(null);
    });

    it("in Preact: review={true} opens it, review={false} closes it, and openReview() is still the board's", async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const ready = readies(host);
      const draw = (review: boolean) =>
        preactRender(
          preactH('tictactoe-board', { id: 'pr', mode: 'two-player', moves: GAME, 'review-time': 300, review }),
          host,
        );
      draw(true);
      const el = host.querySelector('#pr') as TicTacToeBoard;
      await el.updateComplete;
      expect(shown(el)).to.deep.equal([true, true, true]);
      await until(() => ready.length === 1, 30000);
      expect(ready[0]!.moves.map((m) => m!.mark)).to.deep.equal(MARKS);
      draw(false);
      await el.updateComplete;
      expect(shown(el)).to.deep.equal([false, false, false]);
      expect(typeof el.openReview).to.equal('function');
      el.openReview();
      await el.updateComplete;
      expect(shown(el)).to.deep.equal([true, true, true]);
      preactRender(null, host);
    });

    it('in Vue: :review bound to a ref opens and closes it', async () => {
      const host = await fixture<HTMLDivElement>(html`<div></div>`);
      const ready = readies(host);
      const open = ref(true);
      const app = createApp({
        render: () =>
          h('tictactoe-board', { id: 'vr', mode: 'two-player', moves: GAME, 'review-time': '300', review: open.value }),
      });
      app.mount(host);
      try {
        await nextTick();
        const el = host.querySelector('#vr') as TicTacToeBoard;
        await el.updateComplete;
        expect(shown(el)).to.deep.equal([true, true, true]);
        await until(() => ready.length === 1, 30000);
        expect(ready[0]!.moves.map((m) => m!.mark)).to.deep.equal(MARKS);
        open.value = false;
        await nextTick();
        await el.updateComplete;
        expect(shown(el)).to.deep.equal([false, false, false]);
        open.value = true;
        await nextTick();
        await el.updateComplete;
        expect(shown(el)).to.deep.equal([true, true, true]);
        expect(typeof el.closeReview).to.equal('function');
      } finally {
        app.unmount();
      }
    });
  });
});
