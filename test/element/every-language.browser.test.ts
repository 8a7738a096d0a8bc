/**
 * Every board in every built-in language, as the page shows it: the visible text, every label a screen reader reads
 * and what the live region says, after a move, with the move list, the clocks, the hint button and the list of keys
 * shown. Nothing may be left in English (a text of English's rendering found again), but notation and names; right to
 * left, the panels mirror and the board keeps its orientation; axe finds no violation. `npm test` checks three
 * languages (one right to left, one in another script); `npm run test:long` all of them.
 */
import { expect, fixture } from '@open-wc/testing';
import { html, unsafeStatic } from 'lit/static-html.js';
import '../../src/index.js';
import { LANGUAGES, directionOf } from '../../src/core/language.js';
import { GAMES } from '../../src/games/registry.js';
import { live, status, until } from '../helpers.js';

/** A legal opening move of each board, in two-player play. */
const FIRST: Record<string, string> = {
  'nim-board': '1:1',
  'tictactoe-board': 'b2',
  'connect-four-board': '4',
  'reversi-board': 'd3',
  'lines-of-action-board': 'b1-b3',
  'hnefatafl-board': 'd1-d4',
  'peg-solitaire-board': 'd2-d4',
};

/** Texts that stay as they are in every language: notation, names, numbers, key letters. */
const KEPT = /^[\d\s.,:;!?+−–=()/×x·a-k-]*$|^(Ann|Bo|Hnefatafl|Brandubh|Tablut|Fetlar|Nim)$/;

/** Every text a reader meets on `el`: text nodes, labels, titles, the live region, across its shadow root. */
function textsOf(el: HTMLElement): string[] {
  const out: string[] = [];
  const visit = (node: Node) => {
    if (node instanceof Element) {
      for (const a of ['aria-label', 'title', 'aria-valuetext', 'placeholder'])
        if (node.hasAttribute(a)) out.push(node.getAttribute(a)!.trim());
      if (node.shadowRoot) visit(node.shadowRoot);
      if (node.localName === 'style') return;
    }
    if (node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) out.push(node.textContent!.trim());
    for (const c of node.childNodes) visit(c);
  };
  visit(el);
  return out.filter((t) => t && !KEPT.test(t));
}

type AnyBoard = HTMLElement & { updateComplete: Promise<unknown>; play(move: string): void };

/** A board in `lang` after one move, with its lists and clocks shown, and the list of keys open. */
async function shown(tag: string, lang: string): Promise<{ el: AnyBoard; texts: string[] }> {
  const wrapper = await fixture<HTMLElement>(
    html`<div lang=${lang} style="width: 480px"><${unsafeStatic(tag)} mode="two-player" show-moves show-hint-button
      clock="5+2" first-player="Ann" second-player="Bo"></${unsafeStatic(tag)}></div>`,
  );
  const el = wrapper.firstElementChild as AnyBoard;
  await el.updateComplete;
  el.play(FIRST[tag]!);
  await until(() => live(el) !== '');
  el.shadowRoot!.querySelector<HTMLElement>('[part~="keys-button"]')!.click();
  await el.updateComplete;
  await until(() => status(el) !== '');
  return { el, texts: textsOf(el) };
}

const long = (window as { BGE_LONG?: boolean }).BGE_LONG === true;
const checked = long ? LANGUAGES.filter((l) => l !== 'en') : (['ar', 'ja', 'de'] as const);

describe('every board in every language', () => {
  it('has a first move for every board of the registry', () => {
    expect(Object.keys(FIRST).sort()).to.deep.equal(GAMES.map((g) => g.tag).sort());
  });

  for (const { tag } of GAMES)
    describe(`<${tag}>`, () => {
      let english: Set<string>;
      let keyLines: number;
      const keysOf = (el: HTMLElement) => el.shadowRoot!.querySelectorAll('[part~="help"] li').length;
      before(async () => {
        const shownInEnglish = await shown(tag, 'en');
        english = new Set(shownInEnglish.texts);
        keyLines = keysOf(shownInEnglish.el);
        expect(english.size, 'English texts read').to.be.above(10);
        expect(keyLines, 'the list of keys is open').to.be.above(5);
      });

      for (const lang of checked)
        it(`in ${lang}: no English left, laid out ${directionOf(lang)}, and axe-clean`, async () => {
          const { el, texts } = await shown(tag, lang);
          const left = texts.filter((t) => english.has(t));
          expect(left, `English left in ${lang}`).to.deep.equal([]);
          // A game's line for a key replaces the shared one in every language, as in English: no key listed twice.
          expect(keysOf(el), 'the keys listed').to.equal(keyLines);
          const rtl = directionOf(lang) === 'rtl';
          expect(el.matches(':state(rtl)')).to.equal(rtl);
          const board = el.shadowRoot!.querySelector<HTMLElement>('[part="board"]')!;
          expect(getComputedStyle(board).direction, 'the board keeps its orientation').to.equal('ltr');
          const panel = el.shadowRoot!.querySelector<HTMLElement>('[part="status"]')!;
          expect(getComputedStyle(panel).direction).to.equal(rtl ? 'rtl' : 'ltr');
          // Nothing overflows the board's width: a long word of the language wraps.
          expect(el.scrollWidth, 'no horizontal overflow').to.be.at.most(el.clientWidth + 1);
          await expect(el).to.be.accessible();
        });
    });
});
