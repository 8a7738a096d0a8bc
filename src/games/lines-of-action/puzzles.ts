// Written by `npm run puzzles` (scripts/puzzles.ts): each puzzle proven by provePuzzle with the game's exact AI. Do not
// edit.
import { type Puzzle, unpackPuzzles } from '../../core/puzzle-data.js';

/** The shipped puzzles of the game, proven: `[id, options, moves, goal, solution, difficulty, winIn]`. */
export const puzzles: readonly Puzzle[] = unpackPuzzles('lines-of-action', [
  [
    'loa-001',
    {},
    'e8-c6 h5-f3 d1xf3 a5-b5 b8xb5 a4-b3 d8-c7 a2-c2 e1-e2 h2xe2 f3xb3 a3xc1 b1-b4 c1xc6 b3-b6 c6-g6 f8-d6 c2-f5 ' +
      'c8xf5 h6-g5 g1xg5 h3xf5 g5-e7 h4-f4 f1xf4 e2xb5 g8xg6 f5-d5 g6-c6 h7-g6',
    'win',
    'c7-c5 b5-d3 f4-d4',
    3,
    2,
  ],
  [
    'loa-002',
    {},
    'e8-g6 a5-c3 b8-d6 a3xc1 f1-f3 h7-f7 g1-g4 a4-c2 d1xh5 a2-d2 d6-f4 h6xf8 c8-f5 h2xf4 e1-g3 d2-g5 d8xg5 c1-c4 ' +
      'f3-e4 a7-b6 g8-h7 c2-c5 g5xc5 f7-d5 h5-f3 f8-d6 c5-e3 f4-c7',
    'win',
    'f5xd5 c3-c6 b1-f5',
    3,
    2,
  ],
  [
    'loa-003',
    {},
    'e8-g6 a5-c3 b8-d6 a3xc1 f1-f3 h7-f7 g1-g4 a4-c2 d1xh5 a2-d2 d6-f4 h6xf8 c8-f5 h2xf4 e1-g3 d2-g5 d8xg5 c1-c4 ' +
      'f3-e4 a7-b6 g8-h7 c2-c5 g5xc5 f7-d5 h5-f3 f8-d6 c5-e3 f4-c7 g3xd6 c3-c6',
    'win',
    'f5xd5 h3-h6 b1-f5',
    3,
    2,
  ],
  [
    'loa-004',
    {},
    'f8-d6 h4-f2 g8-e6 h3xf1 g1-g2 h2-e5 e1xe5 h5xe5 b8xe5 a4-b4 e8-d7 a7xd7 d1-d5 a2xd5 d8-e7 a6-c4 c1xc4 h6xe6 ' +
      'b1-d3 h7xe7',
    'win',
    'g2-e4 f1-g1 c8-c6',
    3,
    2,
  ],
  [
    'loa-005',
    {},
    'f8xh6 a2-c4 h6-g7 a6xc8 e8-e6 a7-c5 d8-f6 a5-d5 b8-d6 a3xd6 g8-g5 a4-d4 g7xd4 h7-f5 d1xd5 h2-g2 e1-e3 g2xg5 ' +
      'g1xc5 d6-e5 f1-d3 h5-g4',
    'win',
    'c1-f4 h3xe3 b1-e4',
    3,
    2,
  ],
  [
    'loa-006',
    {},
    'e8-c6 a4-c2 d8-f6 a6xc8 f6xh4 a5-c3 b8-d6 a3xc1 h4-f2 a7-d4 g1xd4 a2-c4 f2xc2 c1-b2 e1xc3 c8-e6 f1-d3 e6-g4 ' +
      'd1-d5 h7xd3 f8-f7 g4xd4',
    'win',
    'g8xc4 b2-b4 f7-e7',
    3,
    2,
  ],
  [
    'loa-007',
    {},
    'e8-g6 h4-f2 d1-b3 a5-c7 g6-e8 a6xc8 b3-d1 a7-d7 d8-e7 f2-h4 g8-e6 h2-e5 f8-f6 d7-d5 e8-g6 h3xe6 b8-b6 a2-b2 ' +
      'b6-b3 a4-c4 g1-f2 c7-c3 e1xc3 a3-c5 e7xc5 h4xf6 g6-d3 h5-g6',
    'win',
    'f1xc4 b2-d2 f2xd2',
    3,
    2,
  ],
  [
    'loa-008',
    {},
    'b8-b6 a2-c4 c1-e3 a3-a8 d8xa5 a4-d4 b1-d3 a8-b7 d1xd4 c4-c6 c8xc6 a6xd3 a5-c5 h2-g2 e8-e5 d3xf1 e1-e4 f1-f3 ' +
      'f8-d6 h5xe5 c5xe5 h4xe4 c6-c5 h6-f4 g8-f7 h7-f5 f7-e6 h3xe3 g1-f1 a7-c7 e5-c3 b7-d7',
    'win',
    'f1-e2 g2xe2',
    3,
    2,
  ],
  [
    'loa-009',
    {},
    'c1-c3 a2-a8 d8-b6 h3-e3 c8xa6 h2-f4 b8-b5 h4-g5 b1-b4 a8-b7 d1-d2 h5-g4 f1xf4 h7-g6 e8-e5 g6-c6 a6-c4 g4-f5 ' +
      'f8xf5 h6-e6 g1-g4 e3xb6 e1-e4 g5-f6 c3xc6 a7-c5',
    'win',
    'd2-d3 a3-c3 g8-g6',
    3,
    2,
  ],
  [
    'loa-010',
    {},
    'g8-g6 h4-f2 g6-d3 h3xf1 g1-g2 h2-g1 d3-f3 a2-b3 f8-f4 a3xc1 b1-d3 c1-c3 b8-b6 a6xd3 b6xf2 a7-d4 d8xd4 a5-d2 ' +
      'c8-d7 a4xd4 e8-e6 b3xf3 e6-g4 f3-d5',
    'win',
    'd7-f5 g1-h2 f5-h3',
    3,
    2,
  ],
  [
    'loa-011',
    {},
    'e8-e6 h3xe6 f8-d6 a4-c4 b8-e5 h2xe5 c8xe6 a5-d5 d1xd5 a3-b3 d8-f6 h4xf6 e1-e4 h7xe4 f1xc4 a6xc4 g1-e3 f6-d4 ' +
      'c1-f4 h6xe6 b1-d3 h5-g6 g8-h7 e6-f5 h7-f7',
    'win',
    'a7-a5 e3xb3 a2-a4 b3-b4 a4-b5',
    4,
    3,
  ],
  [
    'loa-012',
    {},
    'c1-e3 h2-h8 g8-g6 h3-f5 d1-f3 a7-c7 b1xf5 a6-d6 e1-e4 h4xe4 f8-f4 a5-d5 f1-g2 h5xf3 g6xd6 a4-c6 f5xd5 a3-d3 ' +
      'e8-e5 a2-c4 d8-d4 h8xe5 g1-g3 h6-g7 g2-f2 g7xd4 c8-d7',
    'win',
    'd3-b5 f2-g2 h7-f5',
    3,
    2,
  ],
  [
    'loa-013',
    {},
    'e1-g3 h6-f4 c1-c3 a5xc3 d1-f3 a4-b3 f1xh3 h7-f5 g1-g4 h2-f2 b1-d3 f2-d4 d3xf5 h5xf5 b8-e5 h4-f6 g8-d5 a2xd5 ' +
      'f3xd5 a7-c5 h3xc3 f4-c4 g4xd4 a6-a4 f8xc5 a3xc5 e8-e6 a4xd4 g3-d3 d4-b4 e6-e4',
    'win',
    'b4xe4 c3-f3 c5-d4',
    3,
    2,
  ],
  [
    'loa-014',
    {},
    'g8-g6 a4-c2 b8-d6 c2xg6 f8-c5 a3xc1 e8-d7 a2-c2 d8-d4 h6xd6 c8-c4 a5-c3 d7-c6 a7-c7 c6-d5 h2-e5 c5-f2 a6-b7 ' +
      'b1-b3 h7-e4 f1-d3 h3xd3 e1xe4 c3-f3 e4-e2 h4-e4 f2xc2 c7-b6 g1-g3 g6xc2 e2xc2 h5-e2 d1-a4',
    'win',
    'c1-d2 a4xe4 b6xd4 c2-a4 b7-c7',
    4,
    3,
  ],
  [
    'loa-015',
    {},
    'b1-d3 h7-f7 d3-c2 h2-f4 b8-b7 h6xf8 e8-c6 h5-f5 c6xa6 h3-e6 d8-b6 h4-e4 c8-c5 e6xb6 a6-c4 f8xc5 b7-d5 e4-e6 ' +
      'g1xc5 f4xc4 f1-d3 a3xc5 d5-d2 a7-d4 e1-e3 a5-d5 g8-g7',
    'win',
    'a4-b5 c1-e1 b5-b3',
    3,
    2,
  ],
  [
    'loa-016',
    {},
    'f1-f3 h5-f5 f8xh6 a5-c7 f3-c3 h7-e4 g8-g6 h2-e5 c3xe5 c7-a5 b8-d6 h3-e6 e8-c6 h4-f6 d8xf6 a2-b2 c8-c5 b2xe5 ' +
      'g1-d4 a4xd4 d1xd4 a5-b6 c6-b5 a6-b7 e1-d2 b7-d5 h6-e3',
    'win',
    'e4-c6 b1-d1 a3-a5',
    3,
    2,
  ],
  [
    'loa-017',
    {},
    'd1-b3 h5-g4 c8-f5 h2-f2 d8-d7 f2-h2 b3-e6 h6xe6 b8-d6 a7xd7 g1xg4 h7-f7 d6-f4 h2xf4 e1-e4 f4-e5 f1-d3 a4xe4 ' +
      'c1-c2 a3xd3 b1-b2 a5-d5 c2-c3 d7-d4 g8-g6 a6-d6 f8xd6 f7xf5 e8-d7',
    'win',
    'd5-g5 b2-b3 e6xb3 c3-c4 e5-c3',
    4,
    3,
  ],
  [
    'loa-018',
    {},
    'g1-g3 h6-f6 g3-g5 h7-f7 f1-f5 h5xe8 f8-g7 e8-e6 g7-g4 f7-d7 e1-g3 f6-e5 d1-f3 a2-d5 f3xd5 a7-c7 d5-e4 a6-a2 ' +
      'd8-h8 a2-d5 h8-f6 a5xf5 c1-e3 a4-c6 b1-b3 c6xf6 e3-d4 a3-b4 g5-f4 b4-b7 g8-g5 b7xe4 b3-e3 d7xd4 b8-d8 f6-d6 ' +
      'c8-e8',
    'win',
    'd5-f3 e3-a3 h2-g2',
    3,
    2,
  ],
  [
    'loa-019',
    {},
    'g8-e6 h5-f3 e6-e3 h6xe3 g1-g2 h2-f4 f8xf4 h3-d3 d1xf3 h4-f2 e8-e5 h7-e4 d8-d6 a7-d4 c8-c6',
    'win',
    'f2-c2 c6xa4 e4xa4 b1-b3 d4-b2',
    4,
    3,
  ],
  [
    'loa-020',
    {},
    'g8-a8 h2-h8 g1-a1 a7-b6 a8-b7 a2-b2 b8-c7 a6-d6 b7-c6 a5-c5 c8-b7 a4-c4 b7-d5 a3-c3 e1xc3 b6-b3 f1-d3 h3xd3 ' +
      'd1xb3 h8-d4 a1-a2 h7-e4 c3-b4 d3xb3 a2-a3',
    'win',
    'h6-f4 b1-d1 d6-g3',
    3,
    2,
  ],
]);
