/** The controllers that need a DOM, each on a small Lit host of its own. */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement, html } from 'lit';
import { GridFocusController } from '../../src/element/controllers/grid-focus-controller.js';
import { BoardTexts } from '../../src/element/base/board-texts.js';

/** A 3x3 grid with a hole in the middle, whose cells can be taken away. */
class GridHost extends LitElement {
  holes = new Set(['1,1']);
  readonly grid = new GridFocusController(this, {
    size: () => ({ rows: 3, cols: 3 }),
    exists: (p) => !this.holes.has(`${p.row},${p.col}`),
  });
  override render() {
    return html`<div role="grid" @keydown=${(e: KeyboardEvent) => this.grid.navigate(e)} @focusin=${this.grid.onFocusin}>
      ${[0, 1, 2].map(
        (row) => html`<div role="row">
          ${[0, 1, 2].filter((col) => !this.holes.has(`${row},${col}`)).map((col) => html`<div role="gridcell" data-row=${row} data-col=${col} tabindex=${this.grid.tabIndexOf({ row, col })}>${row},${col}</div>`)}
        </div>`,
      )}
    </div>`;
  }
}
customElements.define('grid-host', GridHost);

const focused = (el: GridHost) => (el.shadowRoot!.activeElement as HTMLElement | null)?.textContent;

describe('GridFocusController', () => {
  it('gives one cell the tab stop and moves it with the arrows around holes', async () => {
    const el = await fixture<GridHost>(html`<grid-host></grid-host>`);
    expect([...el.shadowRoot!.querySelectorAll('[tabindex="0"]')].map((c) => c.textContent)).to.deep.equal(['0,0']);
    (el.shadowRoot!.querySelector('[tabindex="0"]') as HTMLElement).focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    await el.updateComplete;
    expect(focused(el)).to.equal('1,0', 'down from 0,1 lands on the nearest cell beside the hole');
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(focused(el)).to.equal('1,2');
    expect(el.grid.focus).to.deep.equal({ row: 1, col: 2 });
  });

  it('keeps the keyboard in the grid when the focused cell goes away', async () => {
    const el = await fixture<GridHost>(html`<grid-host></grid-host>`);
    await el.grid.focusOn({ row: 2, col: 2 });
    expect(focused(el)).to.equal('2,2');
    el.holes.add('2,2');
    el.requestUpdate();
    await el.updateComplete;
    expect(el.grid.focus).to.deep.equal({ row: 2, col: 1 });
    expect(focused(el)).to.equal('2,1');
  });

  it('follows a cell focused some other way', async () => {
    const el = await fixture<GridHost>(html`<grid-host></grid-host>`);
    (el.shadowRoot!.querySelector('[data-row="2"][data-col="0"]') as HTMLElement).focus();
    await el.updateComplete;
    expect(el.grid.focus).to.deep.equal({ row: 2, col: 0 });
    expect(el.grid.tabIndexOf({ row: 2, col: 0 })).to.equal(0);
  });
});

/** Words of a host's own, Chinese on demand; `zhLoads` counts the loads. */
let zhLoads = 0;
const hostWords = { en: { hello: 'Hello' }, zh: async () => (zhLoads++, { hello: '你好' }) };
/** Words whose Chinese table cannot be loaded. */
const brokenWords = { en: { hello: 'Hello' }, zh: () => Promise.reject(new Error('offline')) };

/** A host with words of its own. */
class TextHost extends LitElement {
  strings: Record<string, unknown> | null = null;
  words: typeof hostWords | typeof brokenWords = hostWords;
  readonly texts = new BoardTexts<{ hello: string }>(this, () => this.words);
}
customElements.define('text-host', TextHost);

describe('BoardTexts', () => {
  it('follows the nearest lang, across shadow roots, and lays strings over both kinds of text', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div lang="zh-CN"><text-host></text-host></div>`);
    const el = wrapper.querySelector('text-host') as TextHost;
    expect(el.texts.language).to.equal('zh');
    // Chinese loads on first use; English stands in until it is there.
    const loading = el.texts.loading;
    expect(loading).to.be.instanceOf(Promise);
    expect(el.texts.w.hello).to.equal('Hello');
    await loading;
    expect(el.texts.loading).to.equal(null);
    expect([el.texts.w.hello, el.texts.m.newGame]).to.deep.equal(['你好', '新游戏']);
    expect(zhLoads, 'loaded once').to.equal(1);
    wrapper.lang = 'en';
    expect(el.texts.m.newGame).to.equal('New game');
    el.strings = { newGame: 'Again', hello: 'Hi' };
    expect([el.texts.m.newGame, el.texts.w.hello]).to.deep.equal(['Again', 'Hi']);
    expect(el.texts.m).to.equal(el.texts.m, 'computed once per language and strings');
  });

  it('speaks English, with one warning, when another language cannot be loaded', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const wrapper = await fixture<HTMLDivElement>(html`<div lang="zh"><text-host></text-host></div>`);
      const el = wrapper.querySelector('text-host') as TextHost;
      el.words = brokenWords;
      await el.texts.loading;
      await el.texts.loading;
      expect(el.texts.loading).to.equal(null);
      expect(el.texts.w.hello).to.equal('Hello');
      expect(warnings.filter((w) => /could not be loaded \(offline\)/.test(w))).to.have.length(1);
    } finally {
      console.warn = warn;
    }
  });
});
