/**
 * A lesson taken through a screen reader (`test/screen-reader.ts`), by its commands alone, in English and in Arabic:
 * the step's goal heard as the lesson opens, the board read cell by cell, a wrong move heard with the step's words and
 * an illegal one with the rule's, the right one heard done, and the panel's Next button found and pressed: every text
 * heard is the course's own, in the board's language.
 */
import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import '../../src/tictactoe-board.js';
import type { CourseTexts } from '../../src/core/lesson-data.js';
import type { LessonWords } from '../../src/element/lesson/lesson-words.js';
import { lessonTables } from '../../src/element/lesson/lesson-tables.js';
import { courseTables } from '../../src/games/tictactoe/course-tables.js';
import { words as tictactoe } from '../../src/games/tictactoe/word-tables.js';
import type { WordTables } from '../../src/core/language.js';
import { type AxNode, ScreenReader } from '../screen-reader.js';

/** A table of `tables` in `lang`. */
async function table<T>(tables: WordTables<T>, lang: string): Promise<T> {
  if (lang === 'en') return tables.en;
  const loaded = await (tables as Record<string, () => Promise<T | { default: T }>>)[lang]!();
  return (loaded as { default?: T }).default ?? (loaded as T);
}

/** The cell the screen reader said is `name` (a1, b2...): its label starts with the square's name. */
const cellNamed = (cells: AxNode[], name: string) => cells.find((c) => c.name.startsWith(name))!;

for (const lang of ['en', 'ar'])
  describe(`a lesson through a screen reader (${lang})`, () => {
    beforeEach(() => localStorage.removeItem('board-game-elements:lessons:tictactoe'));

    it("hears the goal, a wrong move in the step's words, an illegal one by the rule, the step done, and goes on", async function () {
      this.timeout(60_000);
      const course = (await table(courseTables, lang)) as CourseTexts;
      const words = (await table(lessonTables, lang)) as LessonWords;
      const w = (await table(tictactoe as WordTables<object>, lang)) as { taken: (cell: string) => string };
      const lines = course.lines!;
      const el = await fixture<HTMLElement>(
        html`<main lang=${lang}><h1>Lesson</h1><tictactoe-board lesson="lines" ai-delay="0"></tictactoe-board></main>`,
      );
      const board = el.querySelector('tictactoe-board')!;
      const sr = new ScreenReader();
      await sr.hear(new RegExp(escape(lines.steps.row!.goal)), 0);
      // The board, cell by cell; the wrong cell, then a taken one, then the right one, each by the keyboard.
      await sr.find('grid');
      const cells = await sr.readInside();
      expect(cells).to.have.length(9);
      let mark = sr.announced.length;
      await sr.enter(cellNamed(cells, 'c3'));
      await sr.press('Enter');
      await sr.hear(new RegExp(escape(lines.steps.row!.wrong!['*']!)), mark);
      mark = sr.announced.length;
      await sr.enter(cellNamed(cells, 'a1'));
      await sr.press('Enter');
      await sr.hear(new RegExp(escape(w.taken('a1'))), mark);
      mark = sr.announced.length;
      await sr.enter(cellNamed(cells, 'c1'));
      await sr.press('Enter');
      await sr.hear(new RegExp(escape(lines.steps.row!.done!)), mark);
      // The panel's Next button, found by its name, and the next step's goal heard.
      sr.top();
      await sr.find('button', new RegExp(`^${escape(words.lessonButtons.next)}$`));
      mark = sr.announced.length;
      await sr.enter();
      await sr.press('Enter');
      await sr.hear(new RegExp(escape(lines.steps.column!.goal)), mark);
      expect(board.getAttribute('lesson')).to.equal('lines');
      if (lang !== 'en') expect(sr.spoken.join('\n')).not.to.include('Step ');
    });
  });

/** Escapes a text for a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
