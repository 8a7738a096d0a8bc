/**
 * Tic-tac-toe's course: a first mark, the three lines that win, blocking, the fork that wins by two threats at once,
 * and a larger board. Each step's position is its moves from the start; its texts are in `course-texts.ts`, by the
 * lesson's and the step's ids. Checked against the rules by `test/games/courses.test.ts`.
 */
import type { Course, Lesson } from '../../core/lesson-data.js';
import { courseTables } from './course-tables.js';
import type { TicTacToeOptions } from './rules.js';

/** The lessons, in order. */
export const lessons: readonly Lesson<TicTacToeOptions>[] = [
  { id: 'marks', game: 'tictactoe', steps: [{ id: 'first', options: {}, moves: [], goal: 'any' }] },
  {
    id: 'lines',
    game: 'tictactoe',
    steps: [
      { id: 'row', options: {}, moves: ['a1', 'a2', 'b1', 'b2'], goal: 'move', accept: ['c1'] },
      { id: 'column', options: {}, moves: ['a1', 'b1', 'a2', 'b2'], goal: 'move', accept: ['a3'] },
      { id: 'diagonal', options: {}, moves: ['a1', 'a2', 'b2', 'a3'], goal: 'move', accept: ['c3'] },
    ],
  },
  {
    id: 'block',
    game: 'tictactoe',
    steps: [
      { id: 'column', options: {}, moves: ['a1', 'b2', 'c3', 'b1'], goal: 'move', accept: ['b3'] },
      { id: 'diagonal', options: {}, moves: ['b1', 'a1', 'c1', 'b2'], goal: 'move', accept: ['c3'] },
    ],
  },
  {
    id: 'fork',
    game: 'tictactoe',
    steps: [
      {
        id: 'two-threats',
        options: {},
        moves: ['a1', 'b1', 'b2', 'c3'],
        goal: 'win',
        winIn: 2,
        solution: ['a3', 'a2', 'c1'],
      },
    ],
  },
  {
    id: 'larger',
    game: 'tictactoe',
    steps: [
      {
        id: 'four',
        options: { size: 4 },
        moves: ['a1', 'a2', 'b1', 'b2', 'c1', 'c2'],
        goal: 'move',
        accept: ['d1'],
      },
    ],
  },
];

/** The course, with its texts in every language. */
export const course: Course<TicTacToeOptions> = { lessons, texts: courseTables };
