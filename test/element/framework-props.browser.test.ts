import { expect, fixture, html } from '@open-wc/testing';
// Vue's runtime as a browser loads it: its patchProp decides between property and attribute as an app's would.
// @ts-expect-error the browser build has no declarations of its own: it is Vue's runtime as `vue` types it.
import { createApp, h, nextTick } from 'vue/dist/vue.runtime.esm-browser.js';
import { h as preactH, render as preactRender } from 'preact';
import '../../src/hnefatafl-board.js';
import '../../src/reversi-board.js';
import type { MoveEventDetail } from '../../src/element/base/events.js';
import type { HnefataflBoard } from '../../src/games/hnefatafl/hnefatafl-board.js';
import type { ReversiBoard } from '../../src/games/reversi/reversi-board.js';
import { captureWarnings, until } from '../helpers.js';

const cells = (el: HTMLElement) => el.shadowRoot!.querySelectorAll('[part~="cell"]').length;

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
    expect(el.size).to.equal(8);
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
        h('reversi-board', { id: 'a', size: '6', 'show-moves': '', 'ai-delay': '0', mode: 'two-player', onMove: (e: CustomEvent<MoveEventDetail>) => moves.push(e.detail.move) }),
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
      const [a, b, c] = ['#a', '#b', '#c'].map((id) => host.querySelector(id) as ReversiBoard) as [ReversiBoard, ReversiBoard, ReversiBoard];
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
    preactRender(preactH('reversi-board', { id: 'p', size: '6', 'ai-depth': 2, mode: 'two-player', onmove: (e: CustomEvent<MoveEventDetail>) => moves.push(e.detail.move) }), host);
    const el = host.querySelector('#p') as ReversiBoard;
    await el.updateComplete;
    expect([el.size, el.aiDepth]).to.deep.equal([6, 2]);
    const first = el.legalMoves[0]!;
    el.play(first);
    await until(() => moves.length === 1);
    expect(moves).to.deep.equal([first]);
    preactRender(null, host);
  });
});
