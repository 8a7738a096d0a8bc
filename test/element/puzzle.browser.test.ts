/**
 * The board's puzzle mode: a shipped puzzle solved and refused, hints and the solution, the day's puzzle, a page's own
 * puzzle judged in the worker, and bad input.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/connect-four-board.js';
import '../../src/tictactoe-board.js';
import '../../src/index.js';
import { GAMES } from '../../src/games/registry.js';
import { puzzles as hnefataflPuzzles } from '../../src/games/hnefatafl/puzzles.js';
import { puzzles as linesOfActionPuzzles } from '../../src/games/lines-of-action/puzzles.js';
import { puzzles as nimPuzzles } from '../../src/games/nim/puzzles.js';
import { puzzles as pegPuzzles } from '../../src/games/peg-solitaire/puzzles.js';
import { puzzles as reversiPuzzles } from '../../src/games/reversi/puzzles.js';
import { puzzles as ticTacToePuzzles } from '../../src/games/tictactoe/puzzles.js';
import { dailyPuzzle } from '../../src/core/puzzle.js';
import { PUZZLE_GOALS } from '../../src/core/puzzle-data.js';
import type { PuzzleFailedEventDetail, PuzzleSolvedEventDetail } from '../../src/element/base/events.js';
import type { ConnectFourBoard } from '../../src/games/connect-four/connect-four-board.js';
import { puzzles } from '../../src/games/connect-four/puzzles.js';
import type { TicTacToeBoard } from '../../src/games/tictactoe/tictactoe-board.js';
import { rules as ticTacToe } from '../../src/games/tictactoe/rules.js';
import { captureWarnings, record, status, until } from '../helpers.js';
import { ticTacToeValue as value } from '../core/tictactoe-value.js';

/** Every game's shipped set, by the game's id. */
const SETS = {
  nim: nimPuzzles,
  tictactoe: ticTacToePuzzles,
  'connect-four': puzzles,
  reversi: reversiPuzzles,
  'lines-of-action': linesOfActionPuzzles,
  'peg-solitaire': pegPuzzles,
  hnefatafl: hnefataflPuzzles,
};

const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const RECORD = 'board-game-elements:puzzles:connect-four';

/** A puzzle of the set with a defence in its solution. */
const PUZZLE = puzzles.find((p) => p.solution!.length >= 3)!;

/** A board on `puzzle`, once the puzzle is on it. */
async function board<T extends HTMLElement & { moves: string[]; updateComplete: Promise<unknown> }>(
  markup: ReturnType<typeof html>,
  plies: number,
): Promise<T> {
  const el = await fixture<T>(markup);
  await until(() => el.moves.length === plies && status(el) !== '');
  await el.updateComplete;
  return el;
}

describe('puzzle mode', () => {
  beforeEach(() => localStorage.removeItem(RECORD));
  afterEach(() => localStorage.removeItem(RECORD));

  it('refuses a move that does not win and changes nothing, takes the solution with the defence answering, and ends solved', async () => {
    const el = await board<ConnectFourBoard>(
      html`<connect-four-board puzzle=${PUZZLE.id} ai-delay="0"></connect-four-board>`,
      PUZZLE.moves.length,
    );
    const solved = record<PuzzleSolvedEventDetail>(el, 'puzzle-solved');
    const failed = record<PuzzleFailedEventDetail>(el, 'puzzle-failed');
    expect(el.moves).to.deep.equal(PUZZLE.moves);
    expect(status(el)).to.match(new RegExp(`to play and win in ${PUZZLE.winIn}\\.$`));
    expect(part(el, 'puzzle-title')!.textContent).to.contain(PUZZLE.id);
    // A legal move that is not the solution's: refused, the board as it was.
    const wrong = el.legalMoves.find((m) => m !== PUZZLE.solution![0])!;
    el.play(wrong);
    await until(() => failed.length === 1);
    await el.updateComplete;
    expect(failed[0]).to.deep.equal({ id: PUZZLE.id, move: wrong, tried: [wrong] });
    expect(el.moves).to.deep.equal(PUZZLE.moves);
    expect(status(el)).to.equal(`Not ${wrong}: try again.`);
    // No move of the defence's side is the player's, and undo takes nothing back.
    expect(el.undo()).to.equal(false);
    for (let i = 0; i < PUZZLE.solution!.length; i += 2) {
      const before = el.moves.length;
      el.play(PUZZLE.solution![i]!);
      const after = Math.min(PUZZLE.moves.length + PUZZLE.solution!.length, before + 2);
      await until(
        () =>
          el.moves.length === after &&
          (after === PUZZLE.moves.length + PUZZLE.solution!.length
            ? solved.length === 1
            : status(el).startsWith('Correct!')),
      );
    }
    await el.updateComplete;
    expect(el.moves).to.deep.equal([...PUZZLE.moves, ...PUZZLE.solution!]);
    expect(solved).to.deep.equal([
      { id: PUZZLE.id, tried: [wrong, ...PUZZLE.solution!.filter((_, i) => i % 2 === 0)], hints: 0, shown: false },
    ]);
    expect(status(el)).to.equal('Solved!');
    expect((JSON.parse(localStorage.getItem(RECORD)!) as { solved: string[] }).solved).to.deep.equal([PUZZLE.id]);
    // A click on the finished board does not start anything: Restart does.
    part(el, 'board')!.click();
    expect(el.moves.length).to.equal(PUZZLE.moves.length + PUZZLE.solution!.length);
    part(el, 'puzzle-restart')!.click();
    await el.updateComplete;
    expect(el.moves).to.deep.equal(PUZZLE.moves);
    await expect(el).to.be.accessible();
  });

  it('gives the move as a hint, and plays the solution when asked, which then counts as shown', async () => {
    const el = await board<ConnectFourBoard>(
      html`<connect-four-board puzzle=${PUZZLE.id} ai-delay="0"></connect-four-board>`,
      PUZZLE.moves.length,
    );
    const solved = record<PuzzleSolvedEventDetail>(el, 'puzzle-solved');
    expect(await el.hint()).to.equal(PUZZLE.solution![0]);
    part(el, 'puzzle-solution')!.click();
    await until(() => solved.length === 1);
    expect(el.moves).to.deep.equal([...PUZZLE.moves, ...PUZZLE.solution!]);
    expect(solved[0]).to.deep.include({ hints: 1, shown: true });
    expect(status(el)).to.equal('That was the solution.');
    expect(localStorage.getItem(RECORD)).to.equal(null);
  });

  it('gives everyone the same puzzle on the same day, and remembers the days in a row', async () => {
    const want = dailyPuzzle(puzzles);
    const wrap = await fixture<HTMLDivElement>(
      html`<div><connect-four-board puzzle="daily" ai-delay="0"></connect-four-board><connect-four-board puzzle="daily" ai-delay="0"></connect-four-board></div>`,
    );
    const [a, b] = [...wrap.querySelectorAll('connect-four-board')] as ConnectFourBoard[];
    await until(() => a!.moves.length === want.moves.length && b!.moves.length === want.moves.length);
    await a!.updateComplete;
    expect(part(a!, 'puzzle-title')!.textContent).to.contain(want.id);
    expect(part(b!, 'puzzle-title')!.textContent).to.contain(want.id);
    const solved = record<PuzzleSolvedEventDetail>(a!, 'puzzle-solved');
    // Yesterday's was solved too: two days in a row.
    const d = new Date();
    const yesterday = new Date(d.getFullYear(), d.getMonth(), d.getDate() - 1);
    const date = `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
    localStorage.setItem(RECORD, JSON.stringify({ solved: ['c4-999'], daily: { date, streak: 1 } }));
    for (let i = 0; i < want.solution!.length; i += 2) {
      const ply = a!.moves.length;
      a!.play(want.solution![i]!);
      await until(() => a!.moves.length > ply && !a!.shadowRoot!.querySelector('[part~="puzzle"][aria-busy="true"]'));
    }
    await until(() => solved.length === 1);
    await a!.updateComplete;
    expect(part(a!, 'puzzle-streak')!.textContent).to.contain('2');
    expect((JSON.parse(localStorage.getItem(RECORD)!) as { solved: string[] }).solved).to.deep.equal([
      'c4-999',
      want.id,
    ]);
  });

  it("judges a page's own puzzle in the worker: any move that keeps the win, and the strongest defence", async () => {
    const moves = ['b2', 'a2', 'a1', 'c3'];
    let start = ticTacToe.newGame();
    for (const m of moves) start = ticTacToe.play(start, ticTacToe.moveFromString(start, m));
    // By brute force: X wins here, with some moves and not with others.
    const wins = (m: string) => {
      const after = ticTacToe.play(start, ticTacToe.moveFromString(start, m));
      return ticTacToe.result(after)?.winner === 'first' || (!ticTacToe.result(after) && value(after) === -1);
    };
    const legal = ticTacToe.legalMoves(start).map((m) => ticTacToe.moveToString(start, m));
    const losing = legal.find((m) => !wins(m))!;
    expect(legal.some(wins) && losing !== undefined).to.equal(true);
    const el = await board<TicTacToeBoard>(
      html`<tictactoe-board puzzle=${JSON.stringify({ moves, goal: 'win' })} ai-delay="0"></tictactoe-board>`,
      4,
    );
    const solved = record<PuzzleSolvedEventDetail>(el, 'puzzle-solved');
    const failed = record<PuzzleFailedEventDetail>(el, 'puzzle-failed');
    expect(status(el)).to.equal('X to play and win.');
    el.play(losing);
    await until(() => failed.length === 1, 30000);
    expect(el.moves).to.have.length(4);
    // The last winning move in the board's order: not necessarily the one a solver would pick.
    const ply = el.moves.length;
    el.play(legal.filter(wins).at(-1)!);
    await until(
      () => el.moves.length > ply && !el.shadowRoot!.querySelector('[part~="puzzle"][aria-busy="true"]'),
      30000,
    );
    for (let i = 0; i < 4 && solved.length === 0; i++) {
      const at = el.moves.length;
      el.play((await el.hint())!);
      await until(
        () => el.moves.length > at && !el.shadowRoot!.querySelector('[part~="puzzle"][aria-busy="true"]'),
        30000,
      );
    }
    await until(() => solved.length === 1, 30000);
    expect(el.result!.winner).to.equal('first');
    expect(el.aiEngine).to.equal('worker');
  });

  it("solves the day's puzzle of every game by its solution: one player or two, the defence answering, passes included", async () => {
    const goals: Record<string, RegExp> = {
      'peg-solitaire': /^Finish with one peg, in the hole that started empty\.$/,
      reversi: /^(Black|White) to play: find the best move each time\.$/,
      'connect-four': /^(Red|Yellow) to play and win in \d\.$/,
      tictactoe: /^[XO] to play and win in \d\.$/,
      nim: /^.+ to play and win in \d\.$/,
      hnefatafl: /^.+ to play and win in \d\.$/,
      'lines-of-action': /^.+ to play and win in \d\.$/,
    };
    expect(Object.keys(SETS).sort(), 'a set for every game').to.deep.equal(GAMES.map((g) => g.id).sort());
    for (const [id, set] of Object.entries(SETS)) {
      const puzzle = dailyPuzzle(set);
      const tag = `${id}-board`;
      const el = document.createElement(tag) as HTMLElement & {
        moves: string[];
        updateComplete: Promise<unknown>;
        play(m: string): void;
      };
      el.setAttribute('puzzle', 'daily');
      el.setAttribute('ai-delay', '0');
      const solved = record<PuzzleSolvedEventDetail>(el, 'puzzle-solved');
      document.body.append(el);
      try {
        await until(
          () => el.moves.length === puzzle.moves.length && !!el.shadowRoot?.querySelector('[part~="puzzle-title"]'),
        );
        expect(status(el), tag).to.match(goals[id]!);
        for (let i = 0; i < 60 && solved.length === 0; i++) {
          const ply = el.moves.length;
          // The player's move of the solution at the point the board has reached.
          el.play(puzzle.solution![ply - puzzle.moves.length]!);
          await until(
            () => el.moves.length > ply && !el.shadowRoot!.querySelector('[part~="puzzle"][aria-busy="true"]'),
          );
        }
        expect(solved, tag).to.have.length(1);
        expect(el.moves, tag).to.deep.equal([...puzzle.moves, ...puzzle.solution!]);
      } finally {
        el.remove();
      }
    }
  });

  it("counts the win down after each of the player's moves, in English and Chinese, then says solved", async () => {
    const cases = [
      {
        tag: 'connect-four-board',
        puzzle: puzzles.find((p) => p.winIn === 3)!,
        lang: 'en',
        start: /^(.+) to play and win in 3\.$/,
        correct: (side: string, n: number) => `Correct! ${side} to play and win in ${n}.`,
        solved: 'Solved!',
      },
      {
        tag: 'tictactoe-board',
        puzzle: ticTacToePuzzles.find((p) => p.winIn === 3)!,
        lang: 'en',
        start: /^(.+) to play and win in 3\.$/,
        correct: (side: string, n: number) => `Correct! ${side} to play and win in ${n}.`,
        solved: 'Solved!',
      },
      {
        tag: 'connect-four-board',
        puzzle: puzzles.find((p) => p.winIn === 3)!,
        lang: 'zh',
        start: /^(.+)先走，3 步内取胜。$/,
        correct: (side: string, n: number) => `正确！${side}先走，${n} 步内取胜。`,
        solved: '解开了！',
      },
      {
        tag: 'tictactoe-board',
        puzzle: ticTacToePuzzles.find((p) => p.winIn === 3)!,
        lang: 'zh',
        start: /^(.+)先走，3 步内取胜。$/,
        correct: (side: string, n: number) => `正确！${side}先走，${n} 步内取胜。`,
        solved: '解开了！',
      },
    ];
    for (const { tag, puzzle, lang, start, correct, solved: done } of cases) {
      const name = `${tag} ${puzzle.id} ${lang}`;
      // A win in 3 whose defence answers each move once: the player's moves are every other one.
      expect(puzzle.solution, name).to.have.length(5);
      const el = document.createElement(tag) as HTMLElement & { moves: string[]; play(m: string): void };
      el.setAttribute('puzzle', puzzle.id);
      el.setAttribute('ai-delay', '0');
      el.setAttribute('lang', lang);
      const solved = record<PuzzleSolvedEventDetail>(el, 'puzzle-solved');
      document.body.append(el);
      try {
        await until(() => el.moves.length === puzzle.moves.length && start.test(status(el)));
        const side = start.exec(status(el))![1]!;
        for (const left of [2, 1]) {
          const ply = el.moves.length;
          el.play(puzzle.solution![ply - puzzle.moves.length]!);
          await until(
            () =>
              el.moves.length === ply + 2 &&
              !el.shadowRoot!.querySelector('[part~="puzzle"][aria-busy="true"]') &&
              status(el) !== '',
          );
          expect(status(el), name).to.equal(correct(side, left));
        }
        el.play(puzzle.solution![4]!);
        await until(() => solved.length === 1);
        await until(() => status(el) === done);
        expect(el.moves, name).to.deep.equal([...puzzle.moves, ...puzzle.solution!]);
        // Restarted, the count is the whole depth again.
        part(el, 'puzzle-restart')!.click();
        await until(() => el.moves.length === puzzle.moves.length && start.test(status(el)));
      } finally {
        el.remove();
      }
    }
  });

  it("names a page's own puzzle without a doubled or empty word, for every game and goal, in English and Chinese; an id is kept", async () => {
    expect(Object.keys(SETS).sort(), 'every game').to.deep.equal(GAMES.map((g) => g.id).sort());
    const own = { en: 'Your puzzle', zh: '你的谜题' };
    // A word twice in a row ("Puzzle puzzle"), a name left out (" to play", "先走" first), or a value that is no text.
    const flawed = /\b(\p{L}+)\s+\1\b|(\p{Script=Han}{2,})\s*\2|^\s|\s$|\s\s|^\P{L}|undefined|null|NaN|\$\{/iu;
    for (const { id, tag, players } of GAMES) {
      for (const goal of PUZZLE_GOALS) {
        for (const lang of ['en', 'zh'] as const) {
          for (const [data, title] of [
            [{ moves: [], goal }, own[lang]],
            // The default's name given as an id, in any case: the same words, never "Puzzle Puzzle".
            [{ id: 'Puzzle', moves: [], goal }, own[lang]],
            [
              { id: 'mine-7', moves: [], goal, difficulty: 2 },
              lang === 'en' ? 'Puzzle mine-7, difficulty 2 of 5' : '谜题 mine-7，难度 2/5',
            ],
          ] as const) {
            const name = `${id} ${goal} ${lang} ${JSON.stringify(data)}`;
            const el = document.createElement(tag);
            el.setAttribute('puzzle', JSON.stringify(data));
            el.setAttribute('lang', lang);
            document.body.append(el);
            try {
              await until(
                () =>
                  part(el, 'puzzle-title')?.textContent?.trim() === title &&
                  status(el) !== '' &&
                  (lang === 'en') === !/\p{Script=Han}/u.test(status(el)),
              );
              expect(part(el, 'puzzle')!.getAttribute('aria-label'), name).to.equal(title);
              const goalText = status(el);
              for (const text of [title, goalText]) expect(text, name).not.to.match(flawed);
              // A side named where there are two, with the goal's own words.
              if (players === 2)
                expect(goalText, name).to.match(lang === 'en' ? /^\S.* to play(:| and) \p{Ll}/u : /^\S+先走[，：]\S/u);
            } finally {
              el.remove();
            }
          }
        }
      }
    }
  });

  it("keeps the review's styles and the puzzle's when a board loads both", async () => {
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board mode="two-player" moves="b2 a1" review review-time="100"></tictactoe-board>`,
    );
    await until(() => !!part(el, 'review-graph'));
    el.closeReview();
    el.puzzle = JSON.stringify({ moves: ['b2', 'a2', 'a1', 'c3'], goal: 'win' });
    await until(() => !!part(el, 'puzzle-title'));
    // The puzzle's sheet: its title is smaller than the status line.
    expect(parseFloat(getComputedStyle(part(el, 'puzzle-title')!).fontSize)).to.be.below(
      parseFloat(getComputedStyle(part(el, 'status')!).fontSize),
    );
    el.openReview();
    await until(() => !!part(el, 'review-graph'));
    // The review's sheet, still adopted: its graph's border.
    expect(getComputedStyle(part(el, 'review-graph')!).borderTopStyle).to.equal('solid');
  });

  it('plays a game, with one warning, when the puzzle cannot be read; keeps aside a record it cannot read', async () => {
    for (const bad of ['nonsense', '{"moves": ["b2", "b2"], "goal": "win"}', '{"goal": "checkmate"}', '{']) {
      const warnings = await captureWarnings(async () => {
        const el = await fixture<TicTacToeBoard>(
          html`<tictactoe-board mode="two-player" puzzle=${bad}></tictactoe-board>`,
        );
        await until(
          () => el.shadowRoot!.querySelector('[part~="new-game"]') !== null && !status(el).startsWith('Loading'),
        );
        el.play('b2');
        expect(el.moves).to.deep.equal(['b2']);
      });
      expect(
        warnings.filter((w) => /puzzle/.test(w)),
        bad,
      ).to.have.length(1);
    }
    localStorage.setItem(RECORD, '{"solved": "everything"}');
    const warnings = await captureWarnings(async () => {
      const el = await fixture<ConnectFourBoard>(
        html`<connect-four-board puzzle="random" ai-delay="0"></connect-four-board>`,
      );
      await until(() => part(el, 'puzzle-title') !== null);
    });
    expect(warnings.filter((w) => /cannot be read/.test(w))).to.have.length(1);
    expect(localStorage.getItem(`${RECORD}:unreadable`)).to.equal('{"solved": "everything"}');
    localStorage.removeItem(`${RECORD}:unreadable`);
    // A streak no reader could have earned (written there by hand) is no streak: kept aside, never shown as 1e+308.
    const tampered = JSON.stringify({
      solved: [],
      daily: { date: new Date().toISOString().slice(0, 10), streak: 1e308 },
    });
    localStorage.setItem(RECORD, tampered);
    const later = await captureWarnings(async () => {
      const el = await fixture<ConnectFourBoard>(
        html`<connect-four-board puzzle="daily" ai-delay="0"></connect-four-board>`,
      );
      await until(() => part(el, 'puzzle-title') !== null);
      expect(part(el, 'puzzle-streak')).to.equal(null);
    });
    expect(later.filter((w) => /cannot be read/.test(w))).to.have.length(1);
    expect(localStorage.getItem(`${RECORD}:unreadable`)).to.equal(tampered);
    localStorage.removeItem(`${RECORD}:unreadable`);
  });
});
