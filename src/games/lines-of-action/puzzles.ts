// Written by `npm run puzzles` (scripts/puzzles.ts): each puzzle proven by provePuzzle with the game's exact AI. Do not edit.
import { type Puzzle, unpackPuzzles } from '../../core/puzzle-data.js';

/** The shipped puzzles of the game, proven: `[id, options, moves, goal, solution, difficulty, winIn]`. */
export const puzzles: readonly Puzzle[] = unpackPuzzles('lines-of-action', [
  [
    'loa-001',
    {},
    'b8-d6 a2-a8 g8-f7 h2-g2 c8-e6 a3xd6 f8xd6 h3-g3 d8-f6 a8-a3 e8-e5 a3xc1 f7-d5 c1-e3 d6-c5 h5-f3 d1xf3 h6-f4 f3-e2 h7-f5 b1-d3 g2xe2 d3xf5 a4-d4 f5-e4 a5-c3 f1xf4 e2-d2 g1xg3 d2xd5 e1xc3 a6-d6 c3-b4 h4xf6 g3xe3',
    'win',
    'f6-e7 e3-f3 a7-c7',
    2,
    2,
  ],
  [
    'loa-002',
    {},
    'b1-d3 a7-a1 g1-f2 h7-g7 c1-e3 a6xd3 f1xd3 h6-g6 d1-f3 a1-a6 e1-e4 a6xc8 f2-d4 c8-e6 d3-c4 h4-f6 d8xf6 h3-f5 f6-e7 h2-f4 b8-d6 g7xe7 d6xf4 a5-d5 f4-e5 a4-c6 f8xf5 e7-d7 g8xg6 d7xd4 e8xc6 a3-d3 c6-b5 h5xf3 g6xe6',
    'win',
    'f3-e2 e3-g3 a2-c2',
    2,
    2,
  ],
  [
    'loa-003',
    {},
    'g8-e6 h2-h8 b8-c7 a2-b2 f8-d6 h3xe6 c8xe6 a3-b3 e8-c6 h8-h3 d8-d5 h3xf1 c7-e5 f1-d3 e6-f5 a5-c3 e1xc3 a6-c4 c3-d2 a7-c5 g1-e3 b2xd2 e3xc5 h4-e4 c5-d4 h5-f3 c1xc4 d2-e2 b1xb3 e2xe5 d1xf3 h6-e6 f3-g4 a4xc6 b3xd3',
    'win',
    'c6-d7 d3-e3 h7-f7',
    2,
    2,
  ],
  [
    'loa-004',
    {},
    'g1-e3 h7-h1 b1-c2 a7-b7 f1-d3 h6xe3 c1xe3 a6-b6 e1-c3 h1-h6 d1-d4 h6xf8 c2-e4 f8-d6 e3-f4 a4-c6 e8xc6 a3-c5 c6-d7 a2-c4 g8-e6 b7xd7 e6xc4 h5-e5 c4-d5 h4-f6 c8xc5 d7-e7 b8xb6 e7xe4 d8xf6 h3-e3 f6-g5 a5xc3 b6xd6',
    'win',
    'c3-d2 d3-b3 h2-f2',
    2,
    2,
  ],
]);
