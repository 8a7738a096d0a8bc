/**
 * The board's lesson mode: the game's course taken step by step by clicks, wrong and illegal moves explained on the
 * panel, hints that tell then mark, a win step played against its defence, progress kept per site (`next`), a page's
 * own lessons, the Learn button, the course's end leading to a game, and bad input.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { nothing } from 'lit';
import '../../src/tictactoe-board.js';
import '../../src/lines-of-action-board.js';
import { en as linesOfActionTexts } from '../../src/games/lines-of-action/course-texts.js';
import type { LessonCompleteEventDetail, LessonStepEventDetail } from '../../src/element/base/events.js';
import { lessons } from '../../src/games/tictactoe/course.js';
import { en as texts } from '../../src/games/tictactoe/course-texts.js';
import type { TicTacToeBoard } from '../../src/games/tictactoe/tictactoe-board.js';
import { captureWarnings, record, status, until } from '../helpers.js';

const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const RECORD = 'board-game-elements:lessons:tictactoe';
const OWN_RECORD = `${RECORD}:own`;

/** Clicks the cell named `name` (`b2`) on a 3x3 board. */
function click(el: TicTacToeBoard, name: string): void {
  const col = name.charCodeAt(0) - 97;
  const row = Number(name.slice(1)) - 1;
  const cells = el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]');
  cells[row * 3 + col]!.click();
}

/** Clicks a panel button. */
const press = (el: HTMLElement, name: string) => part(el, name)!.click();

/** A board with `lesson` set, once the lesson's step is on it. */
async function lessonBoard(markup: ReturnType<typeof html>): Promise<TicTacToeBoard> {
  const el = await fixture<TicTacToeBoard>(markup);
  await until(() => part(el, 'lesson') !== null && status(el) !== '');
  await el.updateComplete;
  return el;
}

describe('lesson mode', () => {
  beforeEach(() => [RECORD, OWN_RECORD].forEach((k) => localStorage.removeItem(k)));
  afterEach(() => [RECORD, OWN_RECORD].forEach((k) => localStorage.removeItem(k)));

  it("takes the course's steps by clicks: a wrong move refused in the step's words, the right one done and remembered", async () => {
    const el = await lessonBoard(html`<tictactoe-board lesson="2" ai-delay="0"></tictactoe-board>`);
    const steps = record<LessonStepEventDetail>(el, 'lesson-step');
    const complete = record<LessonCompleteEventDetail>(el, 'lesson-complete');
    const lesson = lessons[1]!;
    expect(part(el, 'lesson-title')!.textContent).to.contain(`Lesson 2 of ${lessons.length}: ${texts.lines!.title}`);
    expect(part(el, 'lesson-title')!.textContent).to.contain('Step 1 of 3');
    expect(status(el)).to.equal(texts.lines!.steps.row!.goal);
    expect(el.moves).to.deep.equal(lesson.steps[0]!.moves);
    // A legal move the step does not ask for: refused in its words, nothing played.
    click(el, 'c3');
    await until(() => part(el, 'lesson-feedback') !== null);
    expect(part(el, 'lesson-feedback')!.textContent).to.equal(texts.lines!.steps.row!.wrong!['*']);
    expect(el.moves).to.deep.equal(lesson.steps[0]!.moves);
    // An illegal one: the board's own explanation, shown on the panel.
    click(el, 'a1');
    await until(() => /already taken|taken/i.test(part(el, 'lesson-feedback')?.textContent ?? ''));
    expect(el.moves).to.deep.equal(lesson.steps[0]!.moves);
    // The move it asks: played, done, and remembered.
    click(el, 'c1');
    await until(() => steps.length === 1);
    await el.updateComplete;
    expect(steps[0]).to.deep.include({ lesson: 'lines', step: 'row', index: 0, hints: 0, shown: false });
    expect(steps[0]!.tried).to.deep.equal(['c3', 'c1']);
    expect(status(el)).to.equal(texts.lines!.steps.row!.done);
    expect(el.moves).to.deep.equal([...lesson.steps[0]!.moves, 'c1']);
    expect(JSON.parse(localStorage.getItem(RECORD)!)).to.deep.equal({ done: ['lines/row'] });
    // On to the next step, and the last: the lesson complete.
    press(el, 'lesson-next');
    await until(() => status(el) === texts.lines!.steps.column!.goal);
    // A move the step has its own words for.
    click(el, 'b3');
    await until(() => part(el, 'lesson-feedback')?.textContent === texts.lines!.steps.column!.wrong!.b3);
    click(el, 'a3');
    await until(() => steps.length === 2);
    press(el, 'lesson-next');
    await until(() => status(el) === texts.lines!.steps.diagonal!.goal);
    click(el, 'c3');
    await until(() => complete.length === 1);
    expect(complete[0]).to.deep.equal({ lesson: 'lines', index: 1, steps: 3, done: 3, course: false });
    expect(status(el)).to.contain(`Lesson complete: ${texts.lines!.title}.`);
  });

  it('gives a hint in words first, then marks the move; "Show me" plays it and does not count it done', async () => {
    const el = await lessonBoard(html`<tictactoe-board lesson="block" ai-delay="0"></tictactoe-board>`);
    const steps = record<LessonStepEventDetail>(el, 'lesson-step');
    press(el, 'lesson-hint');
    await until(() => part(el, 'lesson-feedback')?.textContent === texts.block!.steps.column!.hint);
    expect(el.shadowRoot!.querySelector('[part~="hint"]')).to.equal(null);
    press(el, 'lesson-hint');
    await until(() => el.shadowRoot!.querySelector('[part~="hint"]') !== null);
    press(el, 'lesson-show');
    await until(() => steps.length === 1);
    expect(steps[0]!.shown).to.equal(true);
    expect(el.moves.at(-1)).to.equal('b3');
    expect(localStorage.getItem(RECORD)).to.equal(null);
  });

  it('plays a win step against its defence, and `next` opens the first step not done', async () => {
    localStorage.setItem(
      RECORD,
      JSON.stringify({
        done: ['marks/first', 'lines/row', 'lines/column', 'lines/diagonal', 'block/column', 'block/diagonal'],
      }),
    );
    const el = await lessonBoard(html`<tictactoe-board lesson="next" ai-delay="0"></tictactoe-board>`);
    const steps = record<LessonStepEventDetail>(el, 'lesson-step');
    expect(status(el)).to.equal(texts.fork!.steps['two-threats']!.goal);
    const start = el.moves.length;
    // The other fork, not the solution's: a win all the same, judged by the computer's values.
    click(el, 'a2');
    await until(() => el.moves.length === start + 2);
    const reply = el.moves.at(-1)!;
    const win = reply === 'a3' ? 'c2' : 'a3';
    click(el, win);
    await until(() => steps.length === 1);
    expect(el.result?.winner).to.equal('first');
  });

  it('ends the course with a game against the beginner level, and leaves for the own game', async () => {
    const last = lessons.at(-1)!;
    const el = await lessonBoard(
      html`<tictactoe-board lesson=${last.id} ai-delay="0" mode="two-player"></tictactoe-board>`,
    );
    const complete = record<LessonCompleteEventDetail>(el, 'lesson-complete');
    // Every other step done before: this one completes the course.
    const others = lessons.slice(0, -1).flatMap((l) => l.steps.map((s) => `${l.id}/${s.id}`));
    localStorage.setItem(RECORD, JSON.stringify({ done: others }));
    click(el, 'd1');
    await until(() => part(el, 'lesson-play') !== null);
    expect(status(el)).to.contain('You have finished the course');
    expect(complete[0]!.course).to.equal(true);
    press(el, 'lesson-play');
    await until(() => part(el, 'lesson') === null && el.moves.length === 0);
    expect(el.getAttribute('lesson')).to.equal(null);
    expect(el.mode).to.equal('vs-ai');
    expect(el.aiLevel).to.equal('beginner');
    // The Learn button opens the course again, where the player left it; Leave returns to the game.
    el.showLearnButton = true;
    await el.updateComplete;
    press(el, 'learn-button');
    await until(() => part(el, 'lesson') !== null);
    expect(el.getAttribute('lesson')).to.equal('next');
    press(el, 'lesson-leave');
    await until(() => part(el, 'lesson') === null);
    expect(el.moves).to.deep.equal([]);
  });

  it('offers the pass on the panel where the step has no move but to pass, and says so of a piece tapped', async () => {
    const el = await fixture<HTMLElement & { moves: string[] }>(
      html`<lines-of-action-board lesson="pass" ai-delay="0"></lines-of-action-board>`,
    );
    await until(() => part(el, 'lesson') !== null && part(el, 'pass-button') !== null);
    const steps = record<LessonStepEventDetail>(el, 'lesson-step');
    // h8 (black, walled in by white): tapped, it is told to pass, not that it cannot move.
    const square = el.shadowRoot!.querySelector<HTMLElement>('[role="gridcell"][data-row="0"][data-col="7"]')!;
    square.click();
    await until(() => /pass/i.test(part(el, 'lesson-feedback')?.textContent ?? ''));
    press(el, 'pass-button');
    await until(() => steps.length === 1);
    expect(el.moves).to.deep.equal(['pass']);
    expect(status(el)).to.contain(linesOfActionTexts.pass!.steps['walled-in']!.done!);
  });

  it('never touches the saved game: the save stays as it was through a lesson, and the game comes back after it', async () => {
    const KEY = 'board-game-elements:tictactoe:lesson-save';
    localStorage.removeItem(KEY);
    const el = await fixture<TicTacToeBoard>(
      html`<tictactoe-board persist="lesson-save" mode="two-player"></tictactoe-board>`,
    );
    el.play('b2');
    el.play('a1');
    await until(() => localStorage.getItem(KEY) !== null && JSON.parse(localStorage.getItem(KEY)!).moves?.length === 2);
    const saved = localStorage.getItem(KEY);
    el.setAttribute('lesson', 'lines');
    await until(() => part(el, 'lesson') !== null && status(el) === texts.lines!.steps.row!.goal);
    click(el, 'c1');
    await until(() => status(el) === texts.lines!.steps.row!.done);
    press(el, 'lesson-next');
    await until(() => status(el) === texts.lines!.steps.column!.goal);
    expect(localStorage.getItem(KEY)).to.equal(saved);
    // The lesson's win counts for nobody, on the plates or after.
    expect(el.shadowRoot!.querySelector('[part~="score"]')!.textContent).to.equal('');
    press(el, 'lesson-leave');
    await until(() => part(el, 'lesson') === null);
    expect(el.moves).to.deep.equal(['b2', 'a1']);
    expect([...el.shadowRoot!.querySelectorAll('[part~="score"]')].map((s) => s.textContent)).to.deep.equal(['', '']);
    expect(localStorage.getItem(KEY)).to.equal(saved);
    localStorage.removeItem(KEY);
  });

  it('shows a lesson over a puzzle the page also set, with one warning, and the puzzle once the lesson ends', async () => {
    let el: TicTacToeBoard | undefined;
    const warnings = await captureWarnings(async () => {
      el = await lessonBoard(html`<tictactoe-board puzzle="ttt-001" lesson="lines"></tictactoe-board>`);
    });
    expect(warnings.filter((w) => /lesson and puzzle are both set/.test(w))).to.have.length(1);
    expect(status(el!)).to.equal(texts.lines!.steps.row!.goal);
    press(el!, 'lesson-leave');
    await until(() => part(el!, 'puzzle') !== null);
    expect(el!.moves).to.deep.equal(['c3', 'a3', 'c2', 'b2', 'a2']);
  });

  it("takes a page's own lessons with their texts, and falls back to a game with one warning for bad input", async () => {
    const own = [
      {
        id: 'corner',
        title: 'Corners',
        steps: [
          {
            id: 'take',
            goal: 'move',
            accept: ['a1', 'c1', 'a3', 'c3'],
            texts: { goal: 'Take a corner.', wrong: { '*': 'Not a corner.' } },
          },
        ],
      },
    ];
    const el = await lessonBoard(html`<tictactoe-board lesson="1" lessons=${JSON.stringify(own)}></tictactoe-board>`);
    expect(part(el, 'lesson-title')!.textContent).to.contain('Lesson 1 of 1: Corners');
    expect(status(el)).to.equal('Take a corner.');
    click(el, 'b2');
    await until(() => part(el, 'lesson-feedback')?.textContent === 'Not a corner.');
    click(el, 'c3');
    await until(() => localStorage.getItem(OWN_RECORD) !== null);
    expect(localStorage.getItem(RECORD)).to.equal(null);

    const step = { id: 's', goal: 'any' };
    const many = JSON.stringify(Array.from({ length: 41 }, (_, i) => ({ id: `l${i}`, steps: [step] })));
    const twice = JSON.stringify([
      { id: 'a', steps: [step] },
      { id: 'a', steps: [step] },
    ]);
    // A hostile page's or another tab's lessons: too many, the same id twice, far too long, not JSON, moves that do not
    // replay. Each is one warning, and a game.
    const replayed = JSON.stringify([{ id: 'a', steps: [{ ...step, moves: ['a1', 'a1'] }] }]);
    for (const [lesson, pattern, lessons] of [
      ['99', /no lesson 99/, undefined],
      ['nope', /no lesson "nope"/, undefined],
      ['{"id": "x", "steps": []}', /1 to 40 steps/, undefined],
      ['1', /1 to 40 lessons/, many],
      ['1', /same id/, twice],
      ['1', /at most 262144 are read/, `[${' '.repeat(300_000)}]`],
      ['1', /not valid JSON/, '[{'],
      ['1', /move 2 is not legal/, replayed],
    ] as const) {
      let bad: TicTacToeBoard | undefined;
      const warnings = await captureWarnings(async () => {
        bad = await fixture<TicTacToeBoard>(
          html`<tictactoe-board lesson=${lesson} lessons=${lessons ?? nothing}></tictactoe-board>`,
        );
        // Loading, then the game the board plays instead.
        await until(() => status(bad!) !== '' && !/lesson/.test(status(bad!)));
      });
      expect(
        warnings.filter((w) => pattern.test(w)),
        lesson,
      ).to.have.length(1);
      expect(part(bad!, 'lesson')).to.equal(null);
    }
  });
});
