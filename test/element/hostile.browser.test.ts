/**
 * Hostile input on every board: garbage in every attribute, garbage through `play()`, markup in
 * names. A board falls back with at most one warning, keeps working, and never runs what it is fed.
 */
import { expect, fixture } from '@open-wc/testing';
import type { ReactiveElement } from 'lit';
import { html, unsafeStatic } from 'lit/static-html.js';
import '../../src/index.js';
import type { BaseState } from '../../src/core/game.js';
import { IllegalMoveError } from '../../src/core/game.js';
import type { Board } from '../../src/element/base/board.js';
import { GAMES } from '../../src/games/registry.js';
import { captureWarnings } from '../helpers.js';

type AnyBoard = Board<BaseState, unknown, unknown>;

const TAGS = GAMES.map((g) => g.tag);
const GARBAGE = ['-3', 'abc', '1e9', '', 'NaN', 'Infinity', '0x10', '💥 漢字', 'x'.repeat(5000)];

const make = (tag: string, attrs = '') =>
  fixture<AnyBoard>(html`<${unsafeStatic(tag)} ai-delay="0" ${unsafeStatic(attrs)}></${unsafeStatic(tag)}>`);
/** The board is usable: its grid (or the names form `ask-names` opens) is there and the status says something. */
const usable = (el: AnyBoard) =>
  !!el.shadowRoot!.querySelector('[part~="names"]') ||
  (!!el.shadowRoot!.querySelector('[role="grid"]') &&
    el.shadowRoot!.querySelector('[part="status"]')!.textContent!.trim().length > 0);

for (const tag of TAGS) {
  describe(`<${tag}> under hostile input`, () => {
    afterEach(() => localStorage.clear());

    it('falls back from garbage in every attribute with at most one warning each, and recovers when it is removed', async () => {
      const attributes = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
      expect(attributes.length).to.be.greaterThan(10);
      // The computer stays idle: only the attributes are under test here.
      const el = await make(tag, 'mode="two-player"');
      const fresh = document.createElement(tag);
      const ctor = customElements.get(tag) as unknown as typeof ReactiveElement;
      const record = (board: object) => board as Record<string, unknown>;
      for (const name of attributes) {
        if (name === 'mode') continue;
        for (const value of GARBAGE) {
          const warnings = await captureWarnings(async () => {
            el.setAttribute(name, value);
            await el.updateComplete;
          });
          expect(warnings.length, `${name}="${value.slice(0, 20)}" warned ${warnings.length} times`).to.be.at.most(1);
          expect(usable(el), `${name}="${value.slice(0, 20)}" left the board unusable`).to.equal(true);
        }
        // Removing the attribute asks for the default: silently.
        const warnings = await captureWarnings(async () => {
          el.removeAttribute(name);
          await el.updateComplete;
        });
        expect(warnings, `removing ${name}`).to.deep.equal([]);
        // And reads back as its default then, what a new board has.
        const named = (p: PropertyKey, o: { attribute?: unknown }) =>
          o.attribute === name || (typeof o.attribute !== 'string' && String(p).toLowerCase() === name);
        const [prop] = [...ctor.elementProperties].find(([p, o]) => named(p, o))!;
        expect(record(el)[prop as string], `${name} removed`).to.deep.equal(record(fresh)[prop as string]);
      }
      el.setAttribute('mode', 'nonsense');
      await el.updateComplete;
      // Kept as set, as a native element keeps an unknown attribute; the board plays its default meanwhile.
      expect(el.mode).to.equal('nonsense');
      expect(el.settings.mode).to.equal('vs-ai');
      el.setAttribute('mode', 'two-player');
      el.reset();
      await el.updateComplete;
      expect(usable(el)).to.equal(true);
      expect(el.moves).to.deep.equal([]);
    });

    it('refuses malformed, illegal and huge moves through play() with a typed error and no change', async () => {
      const el = await make(tag, 'mode="two-player"');
      for (const move of [
        'zz99',
        '',
        ' ',
        '-1',
        '1:99',
        'a1-a1',
        'pass',
        '<script>',
        'x'.repeat(100_000),
        undefined,
        null,
        42,
        {},
      ]) {
        expect(() => el.play(move as string), String(move).slice(0, 20)).to.throw(IllegalMoveError);
      }
      expect(el.moves).to.deep.equal([]);
      expect(el.result).to.equal(null);
    });

    it('ignores every kind of broken save with one warning and starts a fresh game that plays and saves', async () => {
      const id = tag.replace('-board', '');
      const key = `board-game-elements:${id}:bad`;
      const good = (await make(tag, 'mode="two-player"')).export();
      const broken: Record<string, string> = {
        truncated: JSON.stringify(good).slice(0, 30),
        'another game': JSON.stringify({ ...good, game: id === 'nim' ? 'tictactoe' : 'nim' }),
        'an old version': JSON.stringify({ ...good, version: 0 }),
        'a newer version': JSON.stringify({ ...good, version: 99 }),
        'an illegal move': JSON.stringify({ ...good, moves: ['zz99'] }),
        'moves as text': JSON.stringify({ ...good, moves: 'a1 b2' }),
        'names with markup': JSON.stringify({ ...good, players: { first: 7 } }),
        null: 'null',
        'a list': '[]',
        'huge garbage': '{'.repeat(100_000),
      };
      for (const [what, text] of Object.entries(broken)) {
        localStorage.setItem(key, text);
        const warnings = await captureWarnings(async () => {
          const el = await make(tag, 'mode="two-player" persist="bad"');
          expect(el.moves, what).to.deep.equal([]);
          expect(usable(el), what).to.equal(true);
          el.remove();
        });
        expect(warnings, what).to.have.length(1);
        expect(warnings[0], what).to.contain('ignoring the data saved under "bad"');
      }
      // The fresh game overwrites the broken save with a good one.
      const el = await make(tag, 'mode="two-player" persist="bad"');
      const move = (await el.hint())!;
      el.play(move);
      await el.updateComplete;
      expect(JSON.parse(localStorage.getItem(key)!).moves).to.deep.equal([move]);
    });

    it('plays on with one warning when storage throws on read and write, or cannot be reached at all', async () => {
      const proto = Storage.prototype;
      const originals = { getItem: proto.getItem, setItem: proto.setItem };
      const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
      const denied = () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      };
      const attempts: [string, () => void][] = [
        ['read and write throw', () => Object.assign(proto, { getItem: denied, setItem: denied })],
        [
          'the storage itself throws',
          () => Object.defineProperty(window, 'localStorage', { configurable: true, get: denied }),
        ],
      ];
      for (const [what, breakIt] of attempts) {
        breakIt();
        try {
          const warnings = await captureWarnings(async () => {
            const el = await make(tag, 'mode="two-player" persist="k"');
            // Moves by hand: only the storage is under test (a hint's search cost seconds a board).
            const first = el.legalMoves[0]!;
            el.play(first);
            await el.updateComplete;
            el.play(el.legalMoves[0]!);
            await el.updateComplete;
            expect(el.moves, what).to.have.length(2);
            expect(el.moves[0], what).to.equal(first);
          });
          expect(warnings, what).to.have.length(1);
          expect(warnings[0], what).to.match(/cannot (read|save)/);
        } finally {
          Object.assign(proto, originals);
          if (own) Object.defineProperty(window, 'localStorage', own);
          else delete (window as { localStorage?: Storage }).localStorage;
        }
      }
    });

    it('shows names with markup as text, never as HTML', async () => {
      const w = window as unknown as { __ran?: boolean };
      const el = await make(
        tag,
        `mode="two-player" show-moves first-player="<img src=x onerror=window.__ran=true>" second-player="<b>Bo</b>"`,
      );
      await new Promise((r) => setTimeout(r, 50));
      expect(el.shadowRoot!.querySelector('img, b')).to.equal(null);
      expect(w.__ran).to.equal(undefined);
      if (el.shadowRoot!.querySelector('[part~="players"]')) expect(el.shadowRoot!.textContent).to.contain('<b>Bo</b>');
    });
  });
}

describe('a number attribute out of range', () => {
  it("plays with the attribute's own default, the value a new board starts with, and reads back what was set", async () => {
    const fresh = document.createElement('tictactoe-board') as unknown as AnyBoard;
    const defaults = { aiTime: fresh.aiTime, aiDelay: fresh.aiDelay, analysisTime: fresh.analysisTime };
    expect(defaults).to.deep.equal(
      { aiTime: 2000, aiDelay: 400, analysisTime: 20000 },
      'the defaults the reference documents',
    );
    let el: AnyBoard | undefined;
    const warnings = await captureWarnings(async () => {
      el = await fixture<AnyBoard>(
        html`<tictactoe-board mode="two-player" ai-time="-1" ai-delay="99999999" analysis-time="0"></tictactoe-board>`,
      );
    });
    const { aiTime, aiDelay, analysisTime } = el!.settings;
    expect({ aiTime, aiDelay, analysisTime }).to.deep.equal(defaults);
    expect([el!.aiTime, el!.aiDelay, el!.analysisTime]).to.deep.equal([-1, 99999999, 0]);
    expect(warnings, 'one warning each').to.have.length(3);
  });
});
