/**
 * Reversi's course: a first disc and how a move must close a line of the other colour, a whole line turned, lines
 * turned in several directions at once, the end of the game and the count, passing, then two ideas of play: corners
 * (a corner disc never turns, so do not hand one over) and mobility (fewer discs, more moves). Most positions are
 * set up directly on boards of 6 by 6 and 4 by 4 (the `size` and `position` options), which the same rules play.
 * Each step's position is its options and its moves; its texts are in `course-texts.ts`, by the lesson's and the
 * step's ids. Checked against the rules by `test/games/courses.test.ts`.
 */
import type { Course, Lesson } from '../../core/lesson-data.js';
import { courseTables } from './course-tables.js';
import type { ReversiOptions } from './rules.js';

/** The lessons, in order. Positions are written row by row from row 1 (the top), then the side to move. */
export const lessons: readonly Lesson<ReversiOptions>[] = [
  {
    id: 'place',
    game: 'reversi',
    steps: [
      { id: 'first', options: {}, moves: [], goal: 'any' },
      {
        id: 'aim',
        options: { size: 6, position: '------ ------ --OOX- --XO-- ------ ------ X' },
        moves: [],
        goal: 'move',
        accept: ['e4', 'c5'],
      },
    ],
  },
  {
    id: 'line',
    game: 'reversi',
    steps: [
      {
        id: 'row',
        options: { size: 6, position: '------ ------ XOOO-- -XO--- ------ ------ X' },
        moves: [],
        goal: 'move',
        accept: ['e3'],
      },
      {
        id: 'diagonal',
        options: { size: 6, position: '------ -X---- --O--- ---O-- --XOO- ------ X' },
        moves: [],
        goal: 'move',
        accept: ['f6'],
      },
    ],
  },
  {
    id: 'directions',
    game: 'reversi',
    steps: [
      {
        id: 'two',
        options: { size: 6, position: '------ -X--X- --O-O- ---OO- XOO--- ------ X' },
        moves: [],
        goal: 'move',
        accept: ['e5'],
      },
      {
        id: 'five',
        options: { size: 6, position: '------ -X-X-X --OOO- -XO-O- --O--- -X---- X' },
        moves: [],
        goal: 'move',
        accept: ['d4'],
      },
    ],
  },
  {
    id: 'end',
    game: 'reversi',
    steps: [
      {
        id: 'count',
        options: { size: 4, position: 'XXX- OOOO XXOO XO-O X' },
        moves: [],
        goal: 'win',
        winIn: 1,
        solution: ['c4'],
      },
    ],
  },
  {
    id: 'pass',
    game: 'reversi',
    steps: [
      {
        id: 'no-move',
        options: { size: 6, position: '---O-O -X--OO --XXOO --XX-- ---X-- ------ X' },
        moves: [],
        goal: 'move',
        accept: ['pass'],
      },
      {
        id: 'again',
        options: { size: 4, position: 'OO-- OOO- OOXO XOXX X' },
        moves: [],
        goal: 'win',
        winIn: 2,
        solution: ['d2', 'pass', 'd1'],
      },
    ],
  },
  {
    id: 'corners',
    game: 'reversi',
    steps: [
      {
        id: 'take',
        options: { size: 6, position: '------ -O---- --XOO- --OOX- --OO-- ------ X' },
        moves: [],
        goal: 'move',
        accept: ['a1'],
      },
      {
        id: 'no-gift',
        options: { size: 6, position: '---OOO -OOOX- OOOO-- XOXOO- XX-X-- XXXXX- X' },
        moves: [],
        goal: 'move',
        accept: ['c1', 'f3', 'f4'],
      },
      {
        id: 'corner-wins',
        options: {
          position: 'OOOOO--- OOOOOOOO OOXOXXOO OXOXXXXX OOXXOOXX OOXXOXOX OXOOOOOX XXXXXXXX X',
        },
        moves: [],
        goal: 'win',
        winIn: 2,
        solution: ['h1', 'g1', 'f1'],
      },
    ],
  },
  {
    id: 'mobility',
    game: 'reversi',
    steps: [
      {
        id: 'fewest',
        options: { size: 6, position: '------ ---O-- --OO-X --OOX- --OOOO --X-OX X' },
        moves: [],
        goal: 'move',
        accept: ['f4'],
      },
      {
        id: 'no-reply',
        options: { size: 6, position: 'XO-XXX OOOOXO OOOXOO OOOXXO -OXXOO -OOOOO X' },
        moves: [],
        goal: 'win',
        winIn: 2,
        solution: ['c1', 'pass', 'a5'],
      },
    ],
  },
];

/** The course, with its texts in every language. */
export const course: Course<ReversiOptions> = { lessons, texts: courseTables };
