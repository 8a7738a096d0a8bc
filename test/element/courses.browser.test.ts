/**
 * Every game's course taken on its board in Chromium, lesson by lesson and step by step, right and wrong: in each step
 * that asks for a move, a legal move it does not ask for is refused in the step's words and changes nothing; then the
 * move it asks is played (a win step's line, the defence answering on the board), the step is done and said done, and
 * Next opens the next step. The course's last step offers a game. `npm test` takes each course's first three lessons
 * and its win steps; `npm run test:long` every step (`window.BGE_LONG`).
 */
import { expect, fixture } from '@open-wc/testing';
import { html, unsafeStatic } from 'lit/static-html.js';
import '../../src/index.js';
import type { Course, LessonStep } from '../../src/core/lesson-data.js';
import { stepPosition } from '../../src/core/lesson.js';
import type { Game, BaseState } from '../../src/core/game.js';
import type { LessonStepEventDetail } from '../../src/element/base/events.js';
import { GAMES } from '../../src/games/registry.js';
import { record, status, until } from '../helpers.js';

type Board = HTMLElement & { moves: string[]; play(m: string): void; updateComplete: Promise<unknown> };

const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const long = (window as { BGE_LONG?: boolean }).BGE_LONG === true;

/** The moves of a step's line that are the player's (the defence's are the board's to play). */
function playersMoves(rules: Game<BaseState, unknown, object>, step: LessonStep): string[] {
  let state = stepPosition(rules, step);
  const side = state.turn;
  const mine: string[] = [];
  for (const text of step.solution ?? []) {
    if (state.turn === side) mine.push(text);
    state = rules.play(state, rules.moveFromString(state, text));
  }
  return mine;
}

for (const game of GAMES)
  describe(`${game.title}'s course on the board`, () => {
    beforeEach(() => localStorage.removeItem(`board-game-elements:lessons:${game.id}`));
    afterEach(() => localStorage.removeItem(`board-game-elements:lessons:${game.id}`));

    it('takes its steps right and wrong, each wrong move refused in its words, each step said done', async function () {
      this.timeout(120_000);
      const { course } = (await import(`../../src/games/${game.id}/course.js`)) as { course: Course };
      const { rules } = (await import(`../../src/games/${game.id}/rules.js`)) as {
        rules: Game<BaseState, unknown, object>;
      };
      const texts = course.texts.en;
      const tag = unsafeStatic(game.tag);
      const chosen = course.lessons.filter(
        (l, i) => long || i < 3 || l.steps.some((s) => s.goal === 'win') || i === course.lessons.length - 1,
      );
      let stepsDone = 0;
      for (const lesson of chosen) {
        const el = await fixture<Board>(html`<${tag} lesson=${lesson.id} ai-delay="0"></${tag}>`);
        const done = record<LessonStepEventDetail>(el, 'lesson-step');
        for (const [n, step] of lesson.steps.entries()) {
          const where = `${lesson.id}/${step.id}`;
          const t = texts[lesson.id]!.steps[step.id]!;
          await until(() => status(el) === t.goal && el.moves.join(' ') === step.moves.join(' '), 20_000, where);
          if (step.goal === 'move') {
            const state = stepPosition(rules, step);
            const wrong = rules
              .legalMoves(state)
              .map((m) => rules.moveToString(state, m))
              .find((m) => !step.accept!.includes(m));
            if (wrong) {
              el.play(wrong);
              const said = t.wrong?.[wrong] ?? t.wrong!['*']!;
              await until(() => part(el, 'lesson-feedback')?.textContent === said, 20_000, `${where}: ${wrong}`);
              expect(el.moves, `${where}: nothing played`).to.deep.equal(step.moves);
            }
          }
          const line = step.goal === 'win' ? playersMoves(rules, step) : [step.accept?.[0] ?? firstLegal(rules, step)];
          for (const move of line) {
            const before = el.moves.length;
            await until(() => part(el, 'lesson')!.getAttribute('aria-busy') === 'false', 20_000, where);
            el.play(move);
            await until(() => el.moves.length > before, 20_000, `${where}: ${move}`);
          }
          await until(() => done.length === n + 1, 20_000, `${where}: done`);
          expect(done[n]).to.deep.include({ lesson: lesson.id, step: step.id, shown: false });
          if (t.done) expect(status(el), where).to.contain(t.done);
          stepsDone++;
          if (n < lesson.steps.length - 1) part(el, 'lesson-next')!.click();
        }
        if (lesson === course.lessons.at(-1)) expect(part(el, 'lesson-play'), 'the course ends in a game').to.exist;
      }
      expect(stepsDone).to.be.above(0);
    });
  });

/** A step that takes any move: the first legal one. */
function firstLegal(rules: Game<BaseState, unknown, object>, step: LessonStep): string {
  const state = stepPosition(rules, step);
  return rules.moveToString(state, rules.legalMoves(state)[0]);
}
