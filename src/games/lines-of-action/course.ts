/**
 * Lines of Action's course: a first move, the goal of joining all one's pieces into one group (touching across sides
 * or corners), how far a piece moves (as many squares as there are pieces on its whole line), jumping one's own pieces
 * but never the opponent's, captures (and the capture that hands the opponent the win), a move that joins both sides
 * at once, passing, and two lessons of play: stopping a piece about to join, and gathering in the middle. Each step's
 * position is set up directly (the `position` option); its texts are in `course-texts.ts`, by the lesson's and the
 * step's ids. Checked against the rules by `test/games/courses.test.ts`.
 */
import type { Course, Lesson } from '../../core/lesson-data.js';
import { courseTables } from './course-tables.js';
import type { LinesOfActionOptions } from './rules.js';

/** The lessons, in order. */
export const lessons: readonly Lesson<LinesOfActionOptions>[] = [
  { id: 'first-move', game: 'lines-of-action', steps: [{ id: 'first', options: {}, moves: [], goal: 'any' }] },
  {
    id: 'goal',
    game: 'lines-of-action',
    steps: [
      {
        id: 'join',
        options: { position: '--------/o---x---/--------/--------/---xx---/--------/-------o/-------- x' },
        moves: [],
        goal: 'move',
        accept: ['e7-e5'],
      },
      {
        id: 'corner',
        options: { position: '-------o/--------/o-----x-/---x----/--x-----/--------/--------/-------o x' },
        moves: [],
        goal: 'move',
        accept: ['g6-e6'],
      },
    ],
  },
  {
    id: 'distance',
    game: 'lines-of-action',
    steps: [
      {
        id: 'row',
        options: { position: '--------/---x----/-------o/--------/--------/x----o--/--------/-------- x' },
        moves: [],
        goal: 'move',
        accept: ['a3-c3'],
      },
      {
        id: 'column',
        options: { position: '---o----/--------/------o-/--------/---x----/--------/---o---x/-------- x' },
        moves: [],
        goal: 'move',
        accept: ['d4-d7'],
      },
      {
        id: 'diagonal',
        options: { position: '--------/---x--o-/--------/--------/--------/--x-----/-o------/------x- x' },
        moves: [],
        goal: 'move',
        accept: ['c3-f6'],
      },
    ],
  },
  {
    id: 'jumps',
    game: 'lines-of-action',
    steps: [
      {
        id: 'own',
        options: { position: 'o-------/--------/--------/-----x--/-x-x---o/--------/--------/-------- x' },
        moves: [],
        goal: 'move',
        accept: ['b4-e4'],
      },
      {
        id: 'blocked',
        options: { position: '----o---/--------/--------/---xx---/xo------/--------/--------/-------- x' },
        moves: [],
        goal: 'move',
        accept: ['a4-c6'],
      },
    ],
  },
  {
    id: 'captures',
    game: 'lines-of-action',
    steps: [
      {
        id: 'capture',
        options: { position: '--------/-o------/------x-/--------/--------/--x-o---/-------o/-------- x' },
        moves: [],
        goal: 'move',
        accept: ['c3xe3'],
      },
      {
        id: 'capture-join',
        options: { position: '--------/o-------/--------/---x---o/---x----/---o----/--------/-----x-- x' },
        moves: [],
        goal: 'move',
        accept: ['f1xd3'],
      },
      {
        id: 'careful',
        options: { position: '--------/------o-/x------o/---xx---/o-------/--------/--------/-------- x' },
        moves: [],
        goal: 'move',
        accept: ['a6-c6'],
      },
    ],
  },
  {
    id: 'both-joined',
    game: 'lines-of-action',
    steps: [
      {
        id: 'mover-wins',
        options: { position: '--x-----/--------/--------/--o-----/---x----/----x---/--o-----/---o---- x' },
        moves: [],
        goal: 'win',
        winIn: 1,
        solution: ['c8xc5'],
      },
    ],
  },
  {
    id: 'pass',
    game: 'lines-of-action',
    steps: [
      {
        id: 'walled-in',
        options: { position: '------ox/------oo/--------/--------/--------/--------/oo------/xo------ x' },
        moves: [],
        goal: 'move',
        accept: ['pass'],
      },
    ],
  },
  {
    id: 'block',
    game: 'lines-of-action',
    steps: [
      {
        id: 'stop',
        options: { position: '--------/------x-/----o---/----o-x-/--------/-x------/-------o/-------- x' },
        moves: [],
        goal: 'move',
        accept: ['g5-g3', 'g5-f4', 'g5xe5', 'g7xe5'],
      },
    ],
  },
  {
    id: 'centre',
    game: 'lines-of-action',
    steps: [
      {
        id: 'gather',
        options: { position: '--------/--------/---x----/x----x--/--x-----/--o-----/-o------/----o--- x' },
        moves: [],
        goal: 'win',
        winIn: 2,
        solution: ['a5-c5', 'c3-e5', 'f5-e6'],
      },
    ],
  },
];

/** The course, with its texts in every language. */
export const course: Course<LinesOfActionOptions> = { lessons, texts: courseTables };
