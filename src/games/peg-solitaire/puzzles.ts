// Written by `npm run puzzles` (scripts/puzzles.ts): each puzzle proven by provePuzzle with the game's exact AI. Do not
// edit.
import { type Puzzle, unpackPuzzles } from '../../core/puzzle-data.js';

/** The shipped puzzles of the game, proven: `[id, options, moves, goal, solution, difficulty, winIn]`. */
export const puzzles: readonly Puzzle[] = unpackPuzzles('peg-solitaire', [
  [
    'peg-001',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 g5-e5 c7-c5 e7-c7 c4-c6 c7-c5',
    'win',
    'b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    5,
  ],
  [
    'peg-002',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 c7-c5 c4-c6 e6-e4 g5-e5',
    'win',
    'e7-c7 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-003',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 g5-e5 c7-c5 c4-c6 e7-c7',
    'win',
    'c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    6,
  ],
  [
    'peg-004',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 g5-e5 c7-c5 e7-c7 c4-c6',
    'win',
    'c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    6,
  ],
  [
    'peg-005',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 g5-e5 c7-c5 e7-c7',
    'win',
    'c4-c6 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-006',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 c7-c5 g5-e5 e7-c7 c4-c6 c7-c5',
    'win',
    'b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    5,
  ],
  [
    'peg-007',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 g5-e5 c7-c5 e7-c7 c4-c6 c7-c5 b5-d5',
    'win',
    'd5-f5 e3-e5 f5-d5 d6-d4',
    2,
    4,
  ],
  [
    'peg-008',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 c7-c5 e7-c7 g5-e5',
    'win',
    'c4-c6 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-009',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 g5-e5 c7-c5 c4-c6 e7-c7 c7-c5',
    'win',
    'b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    5,
  ],
  [
    'peg-010',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 e6-e4 g5-e5 d5-b5 c7-c5 e7-c7',
    'win',
    'c4-c6 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-011',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 c7-c5 c4-c6 e7-c7 e6-e4 g5-e5',
    'win',
    'c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    6,
  ],
  [
    'peg-012',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 g5-e5 c7-c5 c4-c6',
    'win',
    'e7-c7 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-013',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 c7-c5 c4-c6 g5-e5',
    'win',
    'e7-c7 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-014',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 c7-c5 e7-c7 c4-c6 c7-c5 g5-e5',
    'win',
    'b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    5,
  ],
  [
    'peg-015',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 c7-c5 g5-e5 c4-c6 e7-c7',
    'win',
    'c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    6,
  ],
  [
    'peg-016',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 c7-c5 g5-e5 e7-c7',
    'win',
    'c4-c6 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-017',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 e6-e4 d5-b5 c7-c5 g5-e5 e7-c7',
    'win',
    'c4-c6 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-018',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 g5-e5 c7-c5 c4-c6 e7-c7 c7-c5 b5-d5',
    'win',
    'd5-f5 e3-e5 f5-d5 d6-d4',
    2,
    4,
  ],
  [
    'peg-019',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 e6-e4 d5-b5 g5-e5 c7-c5 c4-c6',
    'win',
    'e7-c7 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-020',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 c7-c5 e7-c7 e6-e4 g5-e5 c4-c6',
    'win',
    'c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    6,
  ],
  [
    'peg-021',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 c7-c5 g5-e5 c4-c6 e7-c7 c7-c5',
    'win',
    'b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    5,
  ],
  [
    'peg-022',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 e6-e4 d5-b5 c7-c5 g5-e5 c4-c6',
    'win',
    'e7-c7 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-023',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 c7-c5 c4-c6 e7-c7 g5-e5 c7-c5',
    'win',
    'b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    5,
  ],
  [
    'peg-024',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 c7-c5 c4-c6 e7-c7 g5-e5',
    'win',
    'c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    6,
  ],
  [
    'peg-025',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 e6-e4 d5-b5 g5-e5 c7-c5 e7-c7',
    'win',
    'c4-c6 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-026',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 c7-c5 e7-c7 g5-e5 c4-c6',
    'win',
    'c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    3,
    6,
  ],
  [
    'peg-027',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 e6-e4 c7-c5 g5-e5 c4-c6',
    'win',
    'e7-c7 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
  [
    'peg-028',
    { variant: 'english' },
    'd2-d4 b3-d3 c1-c3 e1-c1 d3-b3 a3-c3 e3-e1 g3-e3 c4-c2 c1-c3 a4-c4 c4-c2 e4-c4 g4-e4 e4-e2 e1-e3 c5-c3 c2-c4 ' +
      'a5-c5 d5-b5 c7-c5 e7-c7 e6-e4 g5-e5',
    'win',
    'c4-c6 c7-c5 b5-d5 d5-f5 e3-e5 f5-d5 d6-d4',
    4,
    7,
  ],
]);
