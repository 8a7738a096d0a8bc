/**
 * Kalah's course: sowing (one by one, counterclockwise, into one's own store and never the other), the extra turn of a
 * last seed in one's store, the capture of a last seed in one's own empty pit, the end of the game (a side's pits
 * empty, the other side keeping the seeds left in its own) and the count of the stores, and two lessons of play:
 * chaining extra turns, and guarding a full pit from a capture. The rules have no option that sets up a position, so
 * each step's position is its moves from the start (`seeds` makes the smaller boards of the endgames). Its texts are
 * in `course-texts.ts` (English) and `course-texts-zh.ts` (Chinese), by the lesson's and the step's ids. Written with
 * the package's public API only, as a game of one's own ships its lessons; checked by `test/course.test.ts`.
 */
import type { Course, CourseTexts, Lesson, WordTables } from 'board-game-elements/core';
import { en } from './course-texts.js';
import type { KalahOptions } from './rules.js';

/** The moves from a start of 3 seeds a pit to the endgames of `end` and `chain`, South to move. */
const SOUTH_LAST_SEED = '6 6 2 3 4 1 6 3 6 5 1 4 3'.split(' ');
const NORTH_LAST_PIT = '1 1 2 3 2 3 6 1 5 6 3 4 4 6 2 5 1 2 5 6 4 6'.split(' ');
const THREE_TURNS = '4 5 3 2 1 1 2 4 6 1 3 3 5 2 4 1 2 6 5 1 5 4 6 3 4 1'.split(' ');

/** The lessons, in order. */
export const lessons: readonly Lesson<KalahOptions>[] = [
  {
    id: 'sowing',
    game: 'kalah',
    steps: [
      { id: 'first', options: { seeds: 4 }, moves: [], goal: 'any' },
      { id: 'store', options: { seeds: 3 }, moves: [], goal: 'move', accept: ['4', '5', '6'] },
      { id: 'skip', options: { seeds: 6 }, moves: ['1', '5', '3'], goal: 'move', accept: ['6'] },
    ],
  },
  {
    id: 'again',
    game: 'kalah',
    steps: [
      { id: 'store', options: { seeds: 4 }, moves: [], goal: 'move', accept: ['3'] },
      { id: 'count', options: { seeds: 4 }, moves: ['4', '6'], goal: 'move', accept: ['2'] },
    ],
  },
  {
    id: 'capture',
    game: 'kalah',
    steps: [
      { id: 'capture', options: { seeds: 3 }, moves: ['4'], goal: 'move', accept: ['1'] },
      { id: 'across', options: { seeds: 3 }, moves: ['4', '5', '3'], goal: 'move', accept: ['2'] },
    ],
  },
  {
    id: 'end',
    game: 'kalah',
    steps: [
      { id: 'last-seed', options: { seeds: 3 }, moves: SOUTH_LAST_SEED, goal: 'any' },
      {
        id: 'capture-last',
        options: { seeds: 3 },
        moves: NORTH_LAST_PIT,
        goal: 'win',
        winIn: 1,
        solution: ['3'],
      },
    ],
  },
  {
    id: 'chain',
    game: 'kalah',
    steps: [
      { id: 'nearer-first', options: { seeds: 4 }, moves: ['4', '5'], goal: 'move', accept: ['3'] },
      {
        id: 'three-turns',
        options: { seeds: 3 },
        moves: THREE_TURNS,
        goal: 'win',
        winIn: 3,
        solution: ['6', '5', '6'],
      },
    ],
  },
  {
    id: 'guard',
    game: 'kalah',
    steps: [{ id: 'defend', options: { seeds: 4 }, moves: ['2', '2', '5', '3'], goal: 'move', accept: ['4', '6'] }],
  },
];

/** The course's texts: English at hand, Chinese loaded when first spoken (as the board's own words are). */
const texts: WordTables<CourseTexts> = { en, zh: () => import('./course-texts-zh.js').then((m) => m.zh) };

/** The course, with its texts in every language the board speaks. */
export const course: Course<KalahOptions> = { lessons, texts };
