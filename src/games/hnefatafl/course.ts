/**
 * Hnefatafl's course: a first move for each side, how the pieces move (straight lines, no jumping, the throne and the
 * corners kept for the king), the king's escape and how to block it, capture by sandwich, the hostile corners and
 * throne, the king as a fighter, how the king himself is captured (by two on the small board, by four in Copenhagen),
 * Copenhagen's shieldwall, exit fort and encirclement, Tablut's escape to any edge, and the fork that opens two ways out
 * at once. Most steps are small positions on Brandubh's 7x7 board, set with the `position` option; each step's texts
 * are in `course-texts.ts`, by the lesson's and the step's ids. Checked against the rules by
 * `test/games/courses.test.ts`.
 */
import type { Course, Lesson } from '../../core/lesson-data.js';
import { courseTables } from './course-tables.js';
import type { HnefataflOptions } from './rules.js';

/**
 * A `position` option from a picture of the board, its rows from the top (the last rank) down, `a` an attacker, `d` a
 * defender, `k` the king, `.` empty; then the side to move, `a` the attackers or `d` the defenders.
 */
const position = (turn: 'a' | 'd', picture: string): string => `${picture.trim().split(/\s+/).join('/')} ${turn}`;

/** The lessons, in order. */
export const lessons: readonly Lesson<HnefataflOptions>[] = [
  {
    id: 'first-moves',
    game: 'hnefatafl',
    steps: [
      { id: 'attackers', options: { variant: 'brandubh' }, moves: [], goal: 'any' },
      { id: 'defenders', options: { variant: 'brandubh' }, moves: ['d2-b2'], goal: 'any' },
    ],
  },
  {
    id: 'moving',
    game: 'hnefatafl',
    steps: [
      {
        id: 'slide',
        options: {
          variant: 'brandubh',
          position: position(
            'd',
            `
            .......
            .a.....
            .......
            ...k...
            .......
            .d.....
            .......`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['b2-b5'],
      },
      {
        id: 'throne',
        options: {
          variant: 'brandubh',
          position: position(
            'd',
            `
            .......
            ...k...
            .......
            .d.....
            .......
            .......
            ...a...`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['b4-f4'],
      },
      {
        id: 'king-throne',
        options: {
          variant: 'brandubh',
          position: position(
            'd',
            `
            .......
            ...k...
            .......
            .d.....
            .......
            .......
            ...a...`,
          ),
        },
        moves: ['b4-f4', 'd1-c1'],
        goal: 'move',
        accept: ['d6-d4'],
      },
    ],
  },
  {
    id: 'escape',
    game: 'hnefatafl',
    steps: [
      {
        id: 'corner',
        options: {
          variant: 'brandubh',
          position: position(
            'd',
            `
            .......
            .....d.
            .......
            a......
            ka.....
            ..a....
            .......`,
          ),
        },
        moves: [],
        goal: 'win',
        winIn: 1,
        solution: ['a3-a1'],
      },
      {
        id: 'block',
        options: {
          variant: 'brandubh',
          position: position(
            'a',
            `
            .......
            ..a....
            ....a..
            k......
            ....d..
            a......
            .......`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['c6-a6', 'e5-a5'],
      },
    ],
  },
  {
    id: 'capture',
    game: 'hnefatafl',
    steps: [
      {
        id: 'sandwich',
        options: {
          variant: 'brandubh',
          position: position(
            'a',
            `
            ...a...
            .......
            .ad....
            ...k...
            .......
            .......
            .......`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['d7xd5'],
      },
      {
        id: 'safe',
        options: {
          variant: 'brandubh',
          position: position(
            'd',
            `
            .......
            .....k.
            .......
            .......
            da.a...
            .......
            ..d....`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['c1xc3'],
      },
      {
        id: 'double',
        options: {
          variant: 'brandubh',
          position: position(
            'a',
            `
            .......
            ....k..
            ..a....
            ..d....
            ad.....
            .......
            ..a....`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['c1xc3'],
      },
    ],
  },
  {
    id: 'hostile',
    game: 'hnefatafl',
    steps: [
      {
        id: 'corner',
        options: {
          variant: 'brandubh',
          position: position(
            'a',
            `
            .......
            .......
            ....k..
            .......
            .......
            .......
            .d..a..`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['e1xc1'],
      },
      {
        id: 'throne',
        options: {
          variant: 'brandubh',
          position: position(
            'd',
            `
            .......
            .....d.
            ...a...
            .......
            ......a
            .k.....
            .......`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['f6xd6'],
      },
      {
        id: 'empty-throne',
        options: {
          variant: 'brandubh',
          position: position(
            'a',
            `
            .a.....
            .......
            .......
            ..d....
            .......
            .....k.
            .......`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['b7xb4'],
      },
    ],
  },
  {
    id: 'armed-king',
    game: 'hnefatafl',
    steps: [
      {
        id: 'hammer',
        options: {
          variant: 'brandubh',
          position: position(
            'd',
            `
            .......
            .a..k..
            .......
            .......
            ....a..
            ....d..
            .......`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['e6xe4'],
      },
      {
        id: 'anvil',
        options: {
          variant: 'brandubh',
          position: position(
            'd',
            `
            .......
            .......
            .ka..d.
            .......
            .......
            ....a..
            .......`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['f5xd5'],
      },
    ],
  },
  {
    id: 'king-capture',
    game: 'hnefatafl',
    steps: [
      {
        id: 'two',
        options: {
          variant: 'brandubh',
          position: position(
            'a',
            `
            .......
            .......
            .....a.
            .......
            .......
            .......
            ...ak..`,
          ),
        },
        moves: [],
        goal: 'win',
        winIn: 1,
        solution: ['f5xf1'],
      },
      {
        id: 'corner',
        options: {
          variant: 'brandubh',
          position: position(
            'a',
            `
            .......
            .......
            .......
            .......
            .......
            .......
            .k...a.`,
          ),
        },
        moves: [],
        goal: 'win',
        winIn: 1,
        solution: ['f1xc1'],
      },
      {
        id: 'throne-side',
        options: {
          variant: 'brandubh',
          position: position(
            'a',
            `
            .......
            a......
            ..aka..
            .......
            .......
            .......
            .......`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['a6xd6'],
      },
      {
        id: 'four',
        options: {
          variant: 'copenhagen',
          position: position(
            'a',
            `
            ...........
            ...........
            ...a.......
            ..aka......
            ...........
            ...........
            ...........
            .......d...
            ...a.......
            ...........
            ...........`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['d3xd7'],
      },
    ],
  },
  {
    id: 'copenhagen',
    game: 'hnefatafl',
    steps: [
      {
        id: 'shieldwall',
        options: {
          variant: 'copenhagen',
          position: position(
            'a',
            `
            ...........
            ...........
            ...........
            .......k...
            ...........
            ...........
            .....a.....
            ...........
            ...........
            ...aa......
            ..add......`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['f5xf1'],
      },
      {
        id: 'fort',
        options: {
          variant: 'copenhagen',
          position: position(
            'd',
            `
            ...........
            ...........
            ...........
            ...........
            ..a.....a..
            ...........
            .....d.....
            ...........
            ..a.....a..
            ....d......
            ...dk.d....`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['f5-f2'],
      },
      {
        id: 'encircle',
        options: {
          variant: 'copenhagen',
          position: position(
            'a',
            `
            ...........
            ...........
            ...........
            .....a.....
            ....a.a....
            ...adkda...
            ....a.a....
            ...........
            ...........
            .....a.....
            ...........`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['f2-f4', 'f2-f5'],
      },
    ],
  },
  {
    id: 'tablut',
    game: 'hnefatafl',
    steps: [
      {
        id: 'edge',
        options: {
          variant: 'tablut',
          position: position(
            'd',
            `
            .........
            .........
            .........
            ..a......
            ..ka.....
            .aa......
            .........
            ......d..
            .........`,
          ),
        },
        moves: [],
        goal: 'win',
        winIn: 1,
        solution: ['c5-a5'],
      },
      {
        id: 'no-pass',
        options: {
          variant: 'tablut',
          position: position(
            'a',
            `
            .........
            ..k......
            ......a..
            ......d..
            .a.......
            .........
            .........
            .........
            ......a..`,
          ),
        },
        moves: [],
        goal: 'move',
        accept: ['g1xg5'],
      },
    ],
  },
  {
    id: 'fork',
    game: 'hnefatafl',
    steps: [
      {
        id: 'two-corners',
        options: {
          variant: 'brandubh',
          position: position(
            'd',
            `
            .......
            .a.....
            .aka...
            ..a....
            .......
            .....d.
            .......`,
          ),
        },
        moves: [],
        goal: 'win',
        winIn: 2,
        solution: ['c5-c7', 'b6-b7', 'c7-g7'],
      },
    ],
  },
];

/** The course, with its texts in every language. */
export const course: Course<HnefataflOptions> = { lessons, texts: courseTables };
