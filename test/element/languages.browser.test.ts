/**
 * How a board picks its language and direction from the page, follows them as they change, and takes a page's own
 * languages: the rules a page relies on, checked in the browser.
 */
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit';
import '../../src/index.js';
import { registerLanguage } from '../../src/board.js';
import type { ReversiBoard } from '../../src/index.js';
import pt from '../../src/languages/pt/messages.js';
import zh from '../../src/languages/zh/messages.js';
import ar from '../../src/languages/ar/messages.js';
import { en } from '../../src/element/base/messages.js';
import { captureWarnings, status, until } from '../helpers.js';

const $ = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector)!;
/** The New game button's text. */
const newGame = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim()).find((t) => t.length > 0) ?? '';
const isRtl = (el: HTMLElement) => el.matches(':state(rtl)');

async function board(template: ReturnType<typeof html>, selector = 'reversi-board'): Promise<ReversiBoard> {
  const wrapper = await fixture<HTMLElement>(template);
  const el = (wrapper.matches(selector) ? wrapper : wrapper.querySelector(selector)) as ReversiBoard;
  await el.updateComplete;
  await until(() => status(el) !== '');
  return el;
}

describe('a board’s language', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
    document.documentElement.lang = 'en';
  });

  it('takes the document’s language, and follows it when it changes', async () => {
    const el = await board(html`<reversi-board></reversi-board>`);
    expect(status(el)).to.equal(en.yourTurn);
    document.documentElement.lang = 'zh-CN';
    await until(() => status(el) === zh.yourTurn);
    document.documentElement.lang = 'en';
    await until(() => status(el) === en.yourTurn);
  });

  it('prefers its own lang, then the nearest ancestor’s, and follows its own lang too', async () => {
    document.documentElement.lang = 'zh';
    const el = await board(html`<div lang="pt"><reversi-board></reversi-board></div>`);
    expect(status(el)).to.equal(pt.yourTurn);
    el.lang = 'zh';
    await until(() => status(el) === zh.yourTurn);
    el.removeAttribute('lang');
    await until(() => status(el) === pt.yourTurn);
  });

  it('falls back through the tag: pt-BR speaks Portuguese, a language not built in speaks English', async () => {
    expect(status(await board(html`<reversi-board lang="pt-BR"></reversi-board>`))).to.equal(pt.yourTurn);
    expect(status(await board(html`<reversi-board lang="nl"></reversi-board>`))).to.equal(en.yourTurn);
    expect(status(await board(html`<reversi-board lang="zh-TW"></reversi-board>`))).not.to.equal(zh.yourTurn);
  });

  it('lays itself out right to left for Arabic and Hebrew, or where the page says so, and keeps the board as it is', async () => {
    const arabic = await board(html`<reversi-board lang="ar"></reversi-board>`);
    expect(status(arabic)).to.equal(ar.yourTurn);
    expect(isRtl(arabic)).to.equal(true);
    expect(getComputedStyle($(arabic, '[part="status"]')).direction).to.equal('rtl');
    // The game's own orientation: a1 stays at the left, as its notation says.
    expect(getComputedStyle($(arabic, '[part="board"]')).direction).to.equal('ltr');
    const cells = [...arabic.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
    expect(cells[0]!.getBoundingClientRect().left).to.be.below(cells[1]!.getBoundingClientRect().left);

    const set = await board(html`<div dir="ltr"><reversi-board lang="ar"></reversi-board></div>`);
    expect(isRtl(set), 'the page’s dir wins over the language').to.equal(false);
    const page = await board(html`<div dir="rtl"><reversi-board></reversi-board></div>`);
    expect(isRtl(page), 'an English board on a right-to-left page').to.equal(true);

    document.documentElement.dir = 'rtl';
    const el = await board(html`<reversi-board></reversi-board>`);
    expect(isRtl(el)).to.equal(true);
    document.documentElement.removeAttribute('dir');
    await until(() => !isRtl(el));
  });

  it('moves the keyboard focus the way the screen shows, right to left too', async () => {
    const el = await board(html`<reversi-board lang="he"></reversi-board>`);
    expect(isRtl(el)).to.equal(true);
    const cells = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
    cells[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    const focused = el.shadowRoot!.activeElement as HTMLElement;
    expect(focused.getBoundingClientRect().left, 'ArrowRight goes right').to.be.above(
      cells[0]!.getBoundingClientRect().left,
    );
  });
});

describe('registerLanguage', () => {
  it('adds a language of the page’s own, over English where it says nothing, and updates the boards already shown', async () => {
    const el = await board(html`<reversi-board lang="nl"></reversi-board>`);
    expect(newGame(el)).to.equal(en.newGame);
    registerLanguage('nl', { messages: { yourTurn: 'Jouw beurt', newGame: 'Nieuw spel' } });
    await until(() => status(el) === 'Jouw beurt');
    expect(newGame(el)).to.equal('Nieuw spel');
    // A regional tag takes the language's texts; a text of its own lies over them.
    registerLanguage('nl-BE', { messages: { yourTurn: 'Aan jou' } });
    const belgian = await board(html`<reversi-board lang="nl-BE"></reversi-board>`);
    expect([status(belgian), newGame(belgian)]).to.deep.equal(['Aan jou', 'Nieuw spel']);
  });

  it('lays a page’s texts over a built-in language, and the game’s own words by its tag', async () => {
    registerLanguage('pt-BR', { messages: { yourTurn: 'Sua vez' }, 'reversi-board': { black: 'pretas' } });
    const el = await board(html`<reversi-board lang="pt-BR"></reversi-board>`);
    expect(status(el)).to.equal('Sua vez');
    expect(newGame(el), 'the rest is the built-in Portuguese').to.equal(pt.newGame);
    const portugal = await board(html`<reversi-board lang="pt-PT"></reversi-board>`);
    expect(status(portugal)).to.equal(pt.yourTurn);
  });

  it('takes a direction for a language of its own', async () => {
    registerLanguage('ckb', { messages: { yourTurn: 'نۆرەی تۆیە' } });
    expect(
      isRtl(await board(html`<reversi-board lang="ckb"></reversi-board>`)),
      'Sorani is written right to left',
    ).to.equal(true);
    registerLanguage('tlh', { messages: { yourTurn: 'qaS' } }, { dir: 'rtl' });
    expect(isRtl(await board(html`<reversi-board lang="tlh"></reversi-board>`)), 'as registered').to.equal(true);
  });

  it('takes the template of a language of one’s own whole: every text, each of the kind the boards want', async () => {
    const template = await (await fetch('/docs/languages/template.js')).text();
    // The page's copy: its tag set, a text translated, the package imported from where this page serves it.
    // (The test server has already resolved the package's name to a path of its own.)
    const page = template
      .replace(/from ['"][^'"]+['"];/, `from '${location.origin}/src/board.js';`)
      .replace(/const TAG = ['"]xx['"]/, "const TAG = 'eo'")
      .replace(/yourTurn: ['"]Your turn['"]/, "yourTurn: 'Via vico'");
    expect(page).to.include('Via vico');
    const url = URL.createObjectURL(new Blob([page], { type: 'text/javascript' }));
    const warnings = await captureWarnings(async () => {
      await import(/* @vite-ignore */ url);
      const el = await board(html`<reversi-board lang="eo"></reversi-board>`);
      expect(status(el)).to.equal('Via vico');
      expect(newGame(el)).to.equal(en.newGame);
    });
    expect(warnings, 'every text of the kind wanted').to.deep.equal([]);
  });

  it('refuses what is not a language or not a table, and shows English for a text of the wrong kind', async () => {
    expect(() => registerLanguage('not a tag!', {})).to.throw(RangeError, /BCP 47/);
    expect(() => registerLanguage('fy', null as never)).to.throw(TypeError);
    expect(() => registerLanguage('fy', { messages: 'Hallo' as never })).to.throw(TypeError, /messages/);
    const warnings = await captureWarnings(async () => {
      registerLanguage('fy', {
        messages: { yourTurn: 42 as never, sideWins: 'no function' as never, newGame: 'Nij spul' },
      });
      const el = await board(html`<reversi-board lang="fy"></reversi-board>`);
      expect(status(el)).to.equal(en.yourTurn);
      expect(newGame(el)).to.equal('Nij spul');
    });
    expect(warnings.filter((w) => /yourTurn/.test(w))).to.have.length(1);
  });
});
