/**
 * The platform features, run on every board: each game gets them from the shared base, and this
 * suite proves it for each one: a game of the registry without a row fails.
 */
import { expect, fixture } from '@open-wc/testing';
import { html, unsafeStatic } from 'lit/static-html.js';
import '../../src/index.js';
import type { BaseState } from '../../src/core/game.js';
import type { Board } from '../../src/element/base/board.js';
import { keysOf } from '../../src/element/render/help.js';
import { GAMES, type GameTag } from '../../src/games/registry.js';
import { captureWarnings, live, until } from '../helpers.js';

type AnyBoard = Board<BaseState, unknown, unknown>;

interface Case {
  tag: GameTag;
  /** A legal opening of three moves in two-player play. */
  line: string[];
  /** What the first cell's label starts with in Chinese. */
  zhCell: RegExp;
  /** The Chinese status at the start (default: "your turn"). */
  zhStatus?: string;
  /** A one-player game: no remote play, no computer turns. */
  onePlayer?: boolean;
}

const cases: Case[] = [
  { tag: 'nim-board', line: ['1:1', '2:2', '3:3'], zhCell: /^第 1 堆/ },
  { tag: 'tictactoe-board', line: ['b2', 'a1', 'c3'], zhCell: /^a1，/ },
  { tag: 'connect-four-board', line: ['4', '4', '3'], zhCell: /^第 1 列第 6 行，/ },
  { tag: 'reversi-board', line: ['d3', 'c3', 'c4'], zhCell: /^a1，/ },
  { tag: 'lines-of-action-board', line: ['b1-b3', 'a2-c2', 'b3-b1'], zhCell: /^a8，/ },
  { tag: 'hnefatafl-board', line: ['d1-d4', 'f4-i4', 'a4-a2'], zhCell: /^a11，/ },
  {
    tag: 'peg-solitaire-board',
    line: ['d2-d4', 'f3-d3', 'd4-d2'],
    zhCell: /^c1，/,
    zhStatus: '剩 32 枚棋子',
    onePlayer: true,
  },
];

const $ = (el: HTMLElement, selector: string) => el.shadowRoot!.querySelector<HTMLElement>(selector);
const make = (tag: string, attrs: string) =>
  fixture<AnyBoard>(html`<${unsafeStatic(tag)} ${unsafeStatic(attrs)}></${unsafeStatic(tag)}>`);

describe('the platform suite', () => {
  it('has a row for every game of the registry, and one only', () => {
    expect(cases.map((c) => c.tag).sort()).to.deep.equal(GAMES.map((g) => g.tag).sort());
    expect(cases.filter((c) => c.onePlayer).map((c) => c.tag)).to.deep.equal(
      GAMES.filter((g) => g.players === 1).map((g) => g.tag),
    );
  });
});

for (const { tag, line, zhCell, zhStatus = '轮到你了', onePlayer = false } of cases) {
  describe(`<${tag}> platform`, () => {
    afterEach(() => localStorage.clear());

    it('passes axe with names, the move list, the hint button and the key list shown', async () => {
      const el = await make(
        tag,
        `mode="two-player" show-moves show-hint-button first-player="Ann" second-player="Bo" moves="${line.join(' ')}"`,
      );
      $(el, '[part~="keys-button"]')!.click();
      await el.updateComplete;
      expect(el.shadowRoot!.querySelectorAll('[part~="move"]')).to.have.length(line.length);
      await expect(el).to.be.accessible();
    });

    it('lists every key once, in English and in Chinese', async () => {
      for (const lang of ['en', 'zh']) {
        const el = await make(tag, `lang="${lang}"`);
        $(el, '[part~="keys-button"]')!.click();
        await el.updateComplete;
        const lines = [...el.shadowRoot!.querySelectorAll('[part~="help"] li')].map((li) => li.textContent!.trim());
        const keys = lines.flatMap(keysOf);
        expect(lines.length, lang).to.be.above(5);
        expect(
          keys.filter((k, i) => keys.indexOf(k) !== i),
          `${lang}: ${lines.join(' | ')}`,
        ).to.deep.equal([]);
        for (const k of ['arrows', 'enter', 'space', 'esc', 'u', 'n', 's', '?'])
          expect(keys, `${lang} names ${k}`).to.include(k);
      }
    });

    it('speaks Chinese and takes any text from strings', async () => {
      const el = await make(tag, 'lang="zh"');
      expect($(el, '[part="status"]')!.textContent!.trim()).to.equal(zhStatus);
      expect($(el, '[role="gridcell"]')!.getAttribute('aria-label')).to.match(zhCell);
      el.strings = { newGame: 'Encore' };
      await el.updateComplete;
      expect($(el, '[part~="new-game"]')!.textContent!.trim()).to.equal('Encore');
    });

    it('sets up moves, exports, imports, and resumes a persisted game', async () => {
      const a = await make(tag, `mode="two-player" persist="k" moves="${line.join(' ')}"`);
      expect(a.moves).to.deep.equal(line);
      const saved = a.export();
      a.remove();
      const b = await make(tag, 'mode="two-player" persist="k"');
      expect(b.moves).to.deep.equal(line, 'resumed from storage');
      const c = await make(tag, 'mode="two-player"');
      c.import(saved);
      expect(c.moves).to.deep.equal(line);
      expect(c.undo()).to.equal(true);
      expect(c.moves).to.deep.equal(line.slice(0, -1));
    });

    it('ignores corrupt saved data with one warning', async () => {
      localStorage.setItem(`board-game-elements:${tag.replace('-board', '')}:bad`, '{"format":');
      const warnings = await captureWarnings(async () => {
        const el = await make(tag, 'persist="bad"');
        expect(el.moves).to.deep.equal([]);
      });
      expect(warnings).to.have.length(1);
    });

    it('gives a hint that is a legal move, and announces it', async () => {
      // A short search: any legal move it suggests will do here (the hint's strength is the AI's tests').
      const el = await make(tag, 'mode="two-player" ai-time="200"');
      const hint = await el.hint();
      expect(hint).to.be.a('string');
      expect(() => el.play(hint!)).to.not.throw();
      el.undo();
      await el.hint();
      await until(() => live(el).startsWith('Hint:'));
    });

    if (onePlayer) {
      it('asks its worker for hints', async () => {
        const el = await make(tag, '');
        expect(await el.hint()).to.be.a('string');
        expect(el.aiEngine).to.equal('worker');
      });
    } else {
      it('plays remote: its own side by input, the opponent through play()', async () => {
        const el = await make(tag, 'mode="remote" local-side="second"');
        const invalid: unknown[] = [];
        el.addEventListener('invalid-move', (e) => invalid.push(e.detail));
        ($(el, '[role="gridcell"]') as HTMLElement).click();
        expect(invalid).to.have.length(1, 'not this board’s turn');
        el.play(line[0]!);
        expect(el.moves).to.deep.equal([line[0]]);
        expect(() => el.play(line[1]!)).to.throw('this board');
        expect(el.canUndo).to.equal(false);
      });

      it('answers from its worker against the computer', async () => {
        // At depth 1: where it thinks is the point here, not how well (each game's own tests play it at strength).
        const el = await make(tag, 'ai-side="first" ai-delay="0" ai-depth="1"');
        await el.aiComplete;
        expect(el.moves).to.have.length(1);
        expect(el.aiEngine).to.equal('worker');
      });
    }

    it('fits a 280 px container without overflowing it', async () => {
      const box = await fixture<HTMLElement>(
        html`<div style="width: 280px"><${unsafeStatic(tag)} show-moves></${unsafeStatic(tag)}></div>`,
      );
      const el = box.firstElementChild as AnyBoard;
      await el.updateComplete;
      expect(el.getBoundingClientRect().width).to.be.at.most(280);
      expect(el.scrollWidth).to.be.at.most(el.clientWidth + 1);
      for (const cell of el.shadowRoot!.querySelectorAll('[role="gridcell"][data-row]')) {
        const r = cell.getBoundingClientRect();
        expect(Math.min(r.width, r.height)).to.be.at.least(24, 'targets of at least 24 px');
      }
    });
  });
}
