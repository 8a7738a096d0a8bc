/**
 * Nim's course: taking pieces from one heap, the last piece that wins and its misère opposite, then the strategy:
 * leaving two equal heaps and copying the opponent's moves, balancing any heaps by writing each as a sum of 1, 2, 4
 * and 8 (the nim-sum, without the word at first), and misère play, which balances as normal until every heap but one
 * has at most one piece. Each step's position is its options and its moves from the start; its texts are in
 * `course-texts.ts`, by the lesson's and the step's ids. Checked against the rules by `test/games/courses.test.ts`.
 */
import type { Course, Lesson } from '../../core/lesson-data.js';
import { courseTables } from './course-tables.js';
import type { NimOptions } from './rules.js';

/** The lessons, in order. */
export const lessons: readonly Lesson<NimOptions>[] = [
  {
    id: 'take',
    game: 'nim',
    steps: [
      { id: 'first', options: { heaps: [3, 4, 5] }, moves: [], goal: 'any' },
      { id: 'count', options: { heaps: [3, 4, 5] }, moves: [], goal: 'move', accept: ['3:2'] },
      { id: 'whole', options: { heaps: [3, 4, 5] }, moves: [], goal: 'move', accept: ['2:4'] },
    ],
  },
  {
    id: 'last',
    game: 'nim',
    steps: [{ id: 'all', options: { heaps: [3, 5] }, moves: ['1:3'], goal: 'win', winIn: 1, solution: ['2:5'] }],
  },
  {
    id: 'misere',
    game: 'nim',
    steps: [
      { id: 'leave-one', options: { heaps: [4], misere: true }, moves: [], goal: 'move', accept: ['1:3'] },
      { id: 'last-one', options: { heaps: [1, 3], misere: true }, moves: [], goal: 'move', accept: ['2:3'] },
    ],
  },
  {
    id: 'mirror',
    game: 'nim',
    steps: [
      { id: 'ones', options: { heaps: [1, 3] }, moves: [], goal: 'win', winIn: 2, solution: ['2:2', '1:1', '2:1'] },
      {
        id: 'copy',
        options: { heaps: [3, 3] },
        moves: ['2:2'],
        goal: 'win',
        winIn: 2,
        solution: ['1:2', '1:1', '2:1'],
      },
      {
        id: 'equal',
        options: { heaps: [2, 5] },
        moves: [],
        goal: 'win',
        winIn: 3,
        solution: ['2:3', '1:1', '2:1', '1:1', '2:1'],
      },
    ],
  },
  {
    id: 'balance',
    game: 'nim',
    steps: [
      { id: 'four', options: { heaps: [1, 2, 4] }, moves: [], goal: 'move', accept: ['3:1'] },
      { id: 'start', options: { heaps: [3, 4, 5] }, moves: [], goal: 'move', accept: ['1:2'] },
      { id: 'choice', options: { heaps: [3, 5, 7] }, moves: [], goal: 'move', accept: ['1:1', '2:1', '3:1'] },
      { id: 'eight', options: { heaps: [1, 2, 8] }, moves: [], goal: 'move', accept: ['3:5'] },
    ],
  },
  {
    id: 'misere-play',
    game: 'nim',
    steps: [
      { id: 'odd-ones', options: { heaps: [1, 1, 4], misere: true }, moves: [], goal: 'move', accept: ['3:3'] },
      { id: 'as-normal', options: { heaps: [2, 3], misere: true }, moves: [], goal: 'move', accept: ['2:1'] },
      {
        id: 'switch',
        options: { heaps: [2, 3], misere: true },
        moves: ['2:1', '1:1'],
        goal: 'move',
        accept: ['2:2'],
      },
      { id: 'start', options: { heaps: [3, 4, 5], misere: true }, moves: [], goal: 'move', accept: ['1:2'] },
    ],
  },
];

/** The course, with its texts in every language. */
export const course: Course<NimOptions> = { lessons, texts: courseTables };
