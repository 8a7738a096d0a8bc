/**
 * Whole games played through a screen reader (`test/screen-reader.ts`, reading the browser's accessibility tree), by
 * its commands alone: find the board, read the position cell by cell, enter the grid and press keys there, hear the
 * computer's reply in the live region, and hear the result. In English and in Arabic (right to left, another script),
 * each board's words checked against its tables: what is said is asserted, not only that nothing failed.
 * `npm test` plays tic-tac-toe, Connect Four and Nim; `npm run test:long` plays every board (`window.BGE_LONG`).
 */
import { expect, fixture } from '@open-wc/testing';
import { html, unsafeStatic } from 'lit/static-html.js';
import '../../src/index.js';
import type { Messages } from '../../src/element/base/messages.js';
import { en } from '../../src/element/base/messages.js';
import arMessages from '../../src/languages/ar/messages.js';
import { GAMES } from '../../src/games/registry.js';
import { words as connectFour } from '../../src/games/connect-four/word-tables.js';
import { words as hnefatafl } from '../../src/games/hnefatafl/word-tables.js';
import { words as linesOfAction } from '../../src/games/lines-of-action/word-tables.js';
import { words as nim } from '../../src/games/nim/word-tables.js';
import { words as pegSolitaire } from '../../src/games/peg-solitaire/word-tables.js';
import { words as reversi } from '../../src/games/reversi/word-tables.js';
import { words as tictactoe } from '../../src/games/tictactoe/word-tables.js';
import type { WordTables } from '../../src/core/language.js';
import { type AxNode, ScreenReader } from '../screen-reader.js';
import { status } from '../helpers.js';

type Words = Record<string, unknown>;

/** How the player chooses a move from what the screen reader said of the cells, for each game. */
interface Game {
  tag: string;
  attrs: string;
  tables: WordTables<object>;
  /** The board's label as the words say it. */
  label: (w: Words) => string;
  /**
   * The cells to try, in turn: the first whose key press is heard as a move (or a piece picked up) is played. A game
   * that moves pieces then enters the first cell said to be a destination.
   */
  candidates: (cells: AxNode[], w: Words) => AxNode[];
  /** Pieces move from cell to cell: a first press picks one up, a second moves it. */
  pieces?: boolean;
  /** The number of cells the screen reader says when it reads the board at the start. */
  cells: number;
  /** One player: the words that say the game is over (no jump left, or one peg). */
  solo?: (w: Words) => string[];
  /** Played by `npm test` too, not only the long run. */
  everyday?: boolean;
}

const says = (cell: AxNode, text: unknown) => typeof text === 'string' && cell.name.includes(text);

const games: Game[] = [
  {
    tag: 'tictactoe-board',
    attrs: '',
    tables: tictactoe,
    label: (w) => (w.boardLabel as (a: number, b: number) => string)(3, 3),
    candidates: (cells, w) => cells.filter((c) => says(c, w.empty)),
    cells: 9,
    everyday: true,
  },
  {
    tag: 'connect-four-board',
    attrs: 'columns="5" rows="4"',
    tables: connectFour,
    label: (w) => (w.boardLabel as (a: number, b: number) => string)(5, 4),
    candidates: (cells, w) => cells.filter((c) => says(c, w.landsHere)),
    cells: 20,
    everyday: true,
  },
  {
    tag: 'nim-board',
    attrs: 'heaps="1 2 3"',
    tables: nim,
    label: (w) => (w.boardLabel as (a: number, b: boolean) => string)(3, false),
    // The first piece of the first heap with pieces: Enter takes it and every piece after it.
    candidates: (cells) => cells,
    cells: 6,
    everyday: true,
  },
  {
    tag: 'reversi-board',
    attrs: 'size="6"',
    tables: reversi,
    label: (w) => (w.boardLabel as (a: number) => string)(6),
    candidates: (cells, w) => cells.filter((c) => says(c, w.legal)),
    cells: 36,
  },
  {
    tag: 'lines-of-action-board',
    attrs: '',
    tables: linesOfAction,
    label: (w) => (w.boardLabel as (a: number) => string)(8),
    candidates: (cells, w) => cells.filter((c) => says(c, w.black)),
    cells: 64,
    pieces: true,
  },
  {
    tag: 'hnefatafl-board',
    attrs: 'variant="brandubh"',
    tables: hnefatafl,
    label: (w) =>
      (w.boardLabel as (a: string, b: number) => string)((w.variantName as (v: string) => string)('brandubh'), 7),
    candidates: (cells, w) => cells.filter((c) => says(c, w.attacker)),
    cells: 49,
    pieces: true,
  },
  {
    tag: 'peg-solitaire-board',
    attrs: 'variant="triangle"',
    tables: pegSolitaire,
    label: (w) => (w.boardLabel as (a: string, b: number) => string)('triangle', 15),
    candidates: (cells, w) => cells.filter((c) => says(c, w.peg) && !says(c, w.hole)),
    cells: 15,
    pieces: true,
    solo: (w) => [
      w.onePeg as string,
      w.central as string,
      ...Array.from({ length: 14 }, (_, n) => (w.stuck as (n: number) => string)(n + 2)),
    ],
  },
];

const languages: { tag: string; m: Messages; own: (t: WordTables<object>) => Promise<Words> }[] = [
  { tag: 'en', m: en, own: async (t) => t.en as Words },
  {
    tag: 'ar',
    m: arMessages,
    own: async (t) => {
      const loaded = await t.ar!();
      return ('default' in loaded ? loaded.default : loaded) as Words;
    },
  },
];

const long = (window as { BGE_LONG?: boolean }).BGE_LONG === true;

describe('whole games through a screen reader', () => {
  it('has a game for every board of the registry', () => {
    expect(games.map((g) => g.tag).sort()).to.deep.equal(GAMES.map((g) => g.tag).sort());
  });

  for (const game of games.filter((g) => long || g.everyday))
    for (const { tag: lang, m, own } of languages)
      it(`plays <${game.tag}> to its end in ${lang}, by the screen reader's commands alone`, async function () {
        this.timeout(240_000);
        const w = await own(game.tables);
        const el = await fixture<HTMLElement>(
          html`<main lang=${lang}><h1>Game</h1><${unsafeStatic(game.tag)} ai-delay="0" ai-depth="1" seed="3" ${unsafeStatic(game.attrs)}></${unsafeStatic(game.tag)}></main>`,
        );
        const board = el.querySelector(game.tag) as HTMLElement & { updateComplete: Promise<unknown> };
        await board.updateComplete;
        const sr = new ScreenReader();
        // Find the board, as a screen reader's quick navigation does.
        expect(await sr.find('grid')).to.equal(`${game.label(w)}, grid`);
        const ends = game.solo?.(w) ?? [m.youWin, m.youLose, m.draw];
        const over = () => sr.announced.some((s) => ends.some((e) => s.includes(e)));
        let moves = 0;
        while (!over() && moves < 200) {
          // Hear the position: every cell, by its label.
          sr.top();
          await sr.find('grid');
          const cells = await sr.readInside();
          if (moves === 0) expect(cells.length, 'every cell said').to.equal(game.cells);
          const mark = sr.announced.length;
          if (!(await playOne(sr, game, cells, w, m))) {
            // No move: where the rules say pass, the status says so, and the pass key (p) passes.
            if (
              !sr.announced.concat(status(board)).some((s) => s.includes(m.mustPass(m.you).replace(m.you, '').trim()))
            )
              break;
            await sr.press('p');
            await sr.answered(mark);
          }
          moves++;
          // The computer's reply, or the end.
          if (!game.solo) await sr.hear(new RegExp([m.yourTurn, ...ends].map(escape).join('|')), mark);
        }
        expect(moves, 'moves played by keyboard').to.be.above(0);
        const said = sr.spoken.join('\n');
        expect(over(), `the end is heard:\n${sr.announced.join('\n')}`).to.equal(true);
        expect(
          ends.some((e) => status(board).includes(e)),
          'the status says it too',
        ).to.equal(true);
        if (lang !== 'en')
          for (const english of [en.yourTurn, en.youWin, en.youLose, en.computer, en.played('', '').trim()])
            expect(said, `no English "${english}" heard`).not.to.include(english);
      });
});

/** Escapes a text for a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Plays one move from the cells heard: enters each candidate in turn and presses Enter until the board announces a
 * move; a piece is picked up first, then moved to the first cell said to be its destination. False when no candidate
 * is playable.
 */
async function playOne(sr: ScreenReader, game: Game, cells: AxNode[], w: Words, m: Messages): Promise<boolean> {
  for (const cell of game.candidates(cells, w)) {
    const mark = sr.announced.length;
    await sr.enter(cell);
    await sr.press('Enter');
    if (!game.pieces) {
      if (await sr.answered(mark)) return true;
      continue;
    }
    await sr.answered(mark);
    // Picked up, the piece's destinations say so in their labels: read the board again to find them.
    sr.top();
    await sr.find('grid');
    const target = (await sr.readInside()).find((c) => c.name.includes(m.target));
    if (!target) {
      await sr.press('Escape');
      continue;
    }
    const moved = sr.announced.length;
    await sr.enter(target);
    await sr.press('Enter');
    if (await sr.answered(moved)) return true;
  }
  return false;
}
