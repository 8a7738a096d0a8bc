/**
 * Connect Four's course: dropping a disc (it falls to the lowest empty cell; a full column takes no more), the four
 * lines that win (across, up and down, and the two diagonals), blocking a threat, starting in the middle, the double
 * threat that one disc cannot stop, the cell above a threat (never play under the opponent's; make yours climb), and
 * boards of other sizes. Each step's position is its moves from the start; its texts are in `course-texts.ts`, by the
 * lesson's and the step's ids. Checked against the rules by `test/games/courses.test.ts`.
 */
import type { Course, Lesson } from '../../core/lesson-data.js';
import { courseTables } from './course-tables.js';
import type { ConnectFourOptions } from './rules.js';

/** The lessons, in order. */
export const lessons: readonly Lesson<ConnectFourOptions>[] = [
  {
    id: 'drop',
    game: 'connect-four',
    steps: [
      { id: 'first', options: {}, moves: [], goal: 'any' },
      { id: 'full', options: {}, moves: ['4', '4', '4', '4', '4', '4'], goal: 'any' },
    ],
  },
  {
    id: 'lines',
    game: 'connect-four',
    steps: [
      { id: 'across', options: {}, moves: ['4', '4', '3', '3', '5', '6'], goal: 'move', accept: ['2'] },
      { id: 'down', options: {}, moves: ['4', '3', '4', '3', '4', '5'], goal: 'move', accept: ['4'] },
      {
        id: 'diagonal-up',
        options: {},
        moves: ['1', '2', '2', '3', '4', '3', '3', '4', '7', '4'],
        goal: 'move',
        accept: ['4'],
      },
      {
        id: 'diagonal-down',
        options: {},
        moves: ['7', '6', '6', '5', '4', '4', '5', '4', '4', '1'],
        goal: 'move',
        accept: ['5'],
      },
    ],
  },
  {
    id: 'block',
    game: 'connect-four',
    steps: [
      { id: 'across', options: {}, moves: ['1', '2', '2', '3', '3', '4'], goal: 'move', accept: ['5'] },
      {
        id: 'diagonal',
        options: {},
        moves: ['5', '2', '4', '6', '3', '5', '4', '4', '5', '3'],
        goal: 'move',
        accept: ['5'],
      },
    ],
  },
  {
    id: 'centre',
    game: 'connect-four',
    steps: [{ id: 'middle', options: {}, moves: [], goal: 'move', accept: ['4'] }],
  },
  {
    id: 'double',
    game: 'connect-four',
    steps: [
      {
        id: 'open-three',
        options: {},
        moves: ['4', '4', '3', '3', '7', '4'],
        goal: 'win',
        winIn: 2,
        solution: ['5', '6', '2'],
      },
      {
        id: 'two-lines',
        options: {},
        moves: ['3', '7', '2', '5', '3', '4', '6', '4', '1', '4', '4', '4'],
        goal: 'win',
        winIn: 2,
        solution: ['3', '3', '2'],
      },
    ],
  },
  {
    id: 'above',
    game: 'connect-four',
    steps: [
      {
        id: 'under',
        options: {},
        moves: ['2', '2', '5', '6', '3', '4', '6', '5', '7', '3', '4', '4'],
        goal: 'move',
        accept: ['1', '2', '4', '5', '6', '7'],
      },
      {
        id: 'climb',
        options: {},
        moves: ['5', '5', '2', '4', '3', '6', '4', '4', '2', '5', '4', '2', '2', '1'],
        goal: 'win',
        winIn: 2,
        solution: ['1', '3', '3'],
      },
    ],
  },
  {
    id: 'sizes',
    game: 'connect-four',
    steps: [
      {
        id: 'small',
        options: { columns: 5, rows: 4 },
        moves: ['3', '3', '2', '2', '4', '4'],
        goal: 'move',
        accept: ['1', '5'],
      },
    ],
  },
];

/** The course, with its texts in every language. */
export const course: Course<ConnectFourOptions> = { lessons, texts: courseTables };
