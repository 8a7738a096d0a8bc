// Written by `npm run puzzles` (scripts/puzzles.ts): each puzzle proven by provePuzzle with the game's exact AI. Do not
// edit.
import { type Puzzle, unpackPuzzles } from '../../core/puzzle-data.js';

/** The shipped puzzles of the game, proven: `[id, options, moves, goal, solution, difficulty, winIn]`. */
export const puzzles: readonly Puzzle[] = unpackPuzzles('reversi', [
  [
    'rv-001',
    {},
    'd3 c3 c4 c5 f6 f4 e3 f3 e2 f2 c2 d2 e1 d1 c1 e6 f5 g5 g6 g4 h6 h5 h4 h3 h2 g3 f1 g1 h1 g2 b3 b1 a1 b2 a2 a3 ' +
      'a4 h7 h8 f7 g8 b4 a5 c6 g7 d6 b5 f8 e8',
    'best',
    'b6 e7 c7 b8 d8 c8 d7 a7 b7 a8 a6',
    3,
  ],
  [
    'rv-002',
    {},
    'd3 c5 c6 e3 f3 e2 f5 e6 c4 d6 f4 d2 f7 f6 c7 d7 f2 c3 b3 g1 f1 e1 c1 c2 b1 b8 d1 a1 e7 a2 d8 b2 c8 e8 f8 g8 ' +
      'b5 b4 a3 a4 b6 a5 a6 a7 b7 g6 g5 a8',
    'best',
    'h6 g4 h4 g7 g3 h3 h2 h5 h7 h8 g2 h1',
    3,
  ],
  [
    'rv-003',
    {},
    'f5 d6 c6 f4 f3 g4 d3 c4 e6 c5 e3 g5 b3 c3 b6 b5 g3 f6 f7 h2 h3 h4 h6 g6 h7 a7 h5 h8 b4 g8 a5 g7 a6 a4 a3 a2 ' +
      'd7 e7 f8 e8 c7 d8 c8 b8',
    'best',
    'b7 c2 b2 a1 e2',
    2,
  ],
  [
    'rv-004',
    {},
    'f5 f6 e6 f4 c3 c5 d6 c6 d7 c7 f7 e7 d8 e8 f8 d3 c4 b4 b3 b5 a3 a4 a5 a6 a7 b6 c8 b8 a8 b7 g6 g8 h8 g7 h7 h6 ' +
      'h5 a2 a1 c2 b1 g5 h4 f3 b2 e3 g4 c1 d1',
    'best',
    'g3 d2 f2 g1 e1 f1 e2 h2 g2 h1 h3',
    3,
  ],
  [
    'rv-005',
    {},
    'e6 f4 f3 d6 c6 d7 c4 d3 f5 e3 c5 e7 c2 c3 f2 e2 c7 f6 g6 b8 c8 d8 f8 f7 g8 g1 e8 h8 d2 h7 e1 g7 f1 d1 c1 b1 ' +
      'g4 g5 h6 h5 g3 h4 h3 h2 g2 b3 b4 h1',
    'best',
    'a3 b5 a5 b2 b6 a6 a7 a4 a2 a1 b7 a8',
    3,
  ],
  [
    'rv-006',
    {},
    'c4 e3 f3 c5 c6 b5 e6 f5 d3 f4 d6 b4 g6 f6 g3 g4 b6 c3 c2 a7 a6 a5 a3 b3 a2 h2 a4 a1 g5 b1 h4 b2 h3 h5 h6 h7 ' +
      'e2 d2 c1 d1 f2 e1 f1 g1',
    'best',
    'g2 f7 g7 e7 c7',
    2,
  ],
  [
    'rv-007',
    {},
    'd3 c5 c6 e3 f3 e2 f5 e6 c4 d6 f4 d2 f7 f6 c7 d7 f2 c3 b3 g1 f1 e1 c1 c2 b1 b8 d1 a1 e7 a2 d8 b2 c8 e8 f8 g8 ' +
      'b5 b4 a5 a3 a4 a6',
    'best',
    'b6 g2 h1 a7 b7',
    2,
  ],
  [
    'rv-008',
    {},
    'd3 c3 c4 c5 f6 f4 e3 f3 e2 f2 c2 d2 e1 d1 c1 e6 f5 g5 g6 g4 h6 h5 h4 h3 h2 g3 f1 g1 h1 g2 b3 b1 a1 b2 a2 a3 ' +
      'a4 h7 h8 f7 g8 b4 a5 c6 g7 d6 b5 f8 e8 b6',
    'best',
    'e7 c7 b8 d8 c8 d7 a7 b7 a8 a6',
    5,
  ],
  [
    'rv-009',
    {},
    'f5 f6 e6 f4 c3 c5 d6 c6 d7 c7 f7 e7 d8 e8 f8 d3 c4 b4 b3 b5 a3 a4 a5 a6 a7 b6 c8 b8 a8 b7 g6 g8 h8 g7 h7 h6 ' +
      'h5 a2 a1 c2 b1 g5 h4 f3',
    'best',
    'g3 g4 h3 e2 b2',
    4,
  ],
  [
    'rv-010',
    {},
    'c4 e3 f3 c5 c6 b5 e6 f5 d3 f4 d6 b4 g6 f6 g3 g4 b6 c3 c2 a7 a6 a5 a3 b3 a2 h2 a4 a1 g5 b1 h4 b2 h3 h5 h6 h7 ' +
      'e2 d2 c1 d1 f2 e1 f1 g1 g2 f7 e7 h1',
    'best',
    'f8 d7 d8 g7 c7 c8 b8 e8 g8 h8 b7 a8',
    3,
  ],
  [
    'rv-011',
    {},
    'c4 e3 f3 c5 c6 b5 e6 f5 d3 f4 d6 b4 g6 f6 g3 g4 b6 c3 c2 a7 a6 a5 a3 b3 a2 h2 a4 a1 g5 b1 h4 b2 h3 h5 h6 h7 ' +
      'e2 d2 c1 d1 f2 e1 f1 g1 g2 f7',
    'best',
    'g7 e7 c7 h1 f8',
    2,
  ],
  [
    'rv-012',
    {},
    'e6 f4 f3 d6 c6 d7 c4 d3 f5 e3 c5 e7 c2 c3 f2 e2 c7 f6 g6 b8 c8 d8 f8 f7 g8 g1 e8 h8 d2 h7 e1 g7 f1 d1 c1 b1 ' +
      'g4 g5 h6 h5 g3 h4 h3 h2',
    'best',
    'g2 b3 b2 a1 b5',
    2,
  ],
  [
    'rv-013',
    {},
    'e6 f4 f3 d6 c6 d7 c4 d3 f5 e3 c5 e7 c2 c3 f2 e2 c7 f6 g6 b8 c8 d8 f8 f7 g8 g1 e8 h8 d2 h7 e1 g7 f1 d1 c1 b1 ' +
      'g4 g5 h6 h5 g3 h4 h3 h2 g2 b3 b4 h1 a3',
    'best',
    'b5 a5 b2 b6 a6 a7 a4 a2 a1 b7 a8',
    5,
  ],
  [
    'rv-014',
    {},
    'f5 f6 e6 d6 c3 e3 f4 f3 g4 g3 g6 g5 h4 h5 h6 c4 d3 d2 c2 e2 c1 d1 e1 f1 g1 f2 h3 h2 h1 g2 f7 h7 h8 g7 g8 f8 ' +
      'e8 b1 a1 b3 a2 e7 d8 c6 b2 c5 d7 a3 a4',
    'best',
    'c7 b4 b6 a7 a5 a6 b5 b8 b7 a8 c8',
    3,
  ],
  [
    'rv-015',
    {},
    'e6 f6 f5 f4 c3 c5 d6 c6 d7 c7 f7 e7 d8 e8 f8 d3 c4 b4 b3 b5 a3 a4 a5 a6 a7 b6 c8 b8 a8 b7 g6 g8 h8 g7 h7 h6 ' +
      'h5 a2 a1 c2 b1 g5 h4',
    'best',
    'd2 g3 f3 b2 e3',
    2,
  ],
  [
    'rv-016',
    {},
    'd3 c5 c6 e3 f3 e2 f5 e6 c4 d6 f4 d2 f7 f6 c7 d7 f2 c3 b3 g1 f1 e1 c1 c2 b1 b8 d1 a1 e7 a2 d8 b2 c8 e8 f8 g8 ' +
      'b5 b4 a3 a4 b6 a5',
    'best',
    'b7 g2 h1 g6 g7',
    2,
  ],
  [
    'rv-017',
    {},
    'f5 d6 c6 f4 f3 g4 d3 c4 e6 c5 e3 g5 b3 c3 b6 b5 g3 f6 f7 h2 h3 h4 h6 g6 h7 a7 h5 h8 b4 g8 a5 g7 a6 a4 a3 a2 ' +
      'd7 e7 f8 e8 c7 d8 c8 b8 b7 c2 d2 a8 c1',
    'best',
    'e2 e1 b2 f2 f1 g1 d1 b1 a1 g2 h1',
    5,
  ],
  [
    'rv-018',
    {},
    'c4 c3 d3 e3 f6 d6 c5 c6 b5 b6 b3 b4 a5 a4 a3 f5 e6 e7 f7 d7 f8 e8 d8 c8 b8 c7 a6 a7 a8 b7 c2 a2 a1 b2 b1 c1 ' +
      'd1 g8 h8 g6 h7 d2 e1 f3',
    'best',
    'f2 e2 f1 g4 g7',
    4,
  ],
  [
    'rv-019',
    {},
    'f5 d6 c6 f4 f3 g4 d3 c4 e6 c5 e3 g5 b3 c3 b6 b5 g3 f6 f7 h2 h3 h4 h6 g6 h7 a7 h5 h8 b4 g8 a5 g7 a6 a4 a3 a2 ' +
      'd7 e7 f8 e8 c7 d8 c8 b8 b7 c2 d2 a8',
    'best',
    'c1 e2 e1 b2 f2 f1 g1 d1 b1 a1 g2 h1',
    3,
  ],
  [
    'rv-020',
    {},
    'd3 c5 c6 e3 f3 e2 f5 e6 c4 d6 f4 d2 f7 f6 c7 d7 f2 c3 b3 g1 f1 e1 c1 c2 b1 b8 d1 a1 e7 a2 d8 b2 c8 e8 f8 g8 ' +
      'b5 b4 a3 a4 b6 a5 a6 a7 b7 g6',
    'best',
    'g7 g5 g3 a8 h6',
    2,
  ],
  [
    'rv-021',
    {},
    'd3 c3 c4 e3 f6 d6 c5 c6 b5 b6 b3 b4 a5 a4 a3 f5 e6 e7 f7 d7 f8 e8 d8 c8 b8 c7 a6 a7 a8 b7 c2 a2 a1 b2 b1 c1 ' +
      'd1 g8 h8 g6 h7 d2 e1',
    'best',
    'g5 f2 f3 e2 h6',
    2,
  ],
  [
    'rv-022',
    {},
    'f5 d6 c6 f4 f3 g4 d3 c4 e6 c5 e3 g5 b3 c3 b6 b5 g3 f6 f7 h2 h3 h4 h6 g6 h7 a7 h5 h8 b4 g8 a5 g7 a6 a4 a3 a2 ' +
      'd7 e7 d8 f8 e8 c8',
    'best',
    'c7 g2 h1 b8 b7',
    2,
  ],
  [
    'rv-023',
    {},
    'c4 c3 d3 e3 f6 d6 c5 c6 b5 b6 b3 b4 a5 a4 a3 f5 e6 e7 f7 d7 f8 e8 d8 c8 b8 c7 a6 a7 a8 b7 c2 a2 a1 b2 b1 c1 ' +
      'd1 g8 h8 g6 h7 d2 e1 f3 g7 f4 e2 h6 h5 f2',
    'best',
    'g5 g3 h2 h4 h3 g4 g1 g2 h1 f1',
    5,
  ],
  [
    'rv-024',
    {},
    'd3 c3 c4 e3 f6 d6 c5 c6 b5 b6 b3 b4 a5 a4 a3 f5 e6 e7 f7 d7 f8 e8 d8 c8 b8 c7 a6 a7 a8 b7 c2 a2 a1 b2 b1 c1 ' +
      'd1 g8 h8 g6 h7 d2 e1 f3',
    'best',
    'f2 e2 f1 g4 g7',
    4,
  ],
  [
    'rv-025',
    {},
    'c4 c3 d3 c5 f6 f4 e3 f3 e2 f2 c2 d2 e1 d1 c1 e6 f5 g5 g6 g4 h6 h5 h4 h3 h2 g3 f1 g1 h1 g2 b3 b1 a1 b2 a2 a3 ' +
      'a4 h7 h8 f7 g8 b4 a5 c6 g7 d6 b5 f8 e8',
    'best',
    'b6 e7 c7 b8 d8 c8 d7 a7 b7 a8 a6',
    3,
  ],
  [
    'rv-026',
    {},
    'e6 f6 f5 d6 c3 e3 f4 f3 g4 g3 g6 g5 h4 h5 h6 c4 d3 d2 c2 e2 c1 d1 e1 f1 g1 f2 h3 h2 h1 g2 f7 h7 h8 g7 g8 f8 ' +
      'e8 b1 a1 b3 a2 e7 d8',
    'best',
    'b4 c7 c6 b2 c5',
    2,
  ],
  [
    'rv-027',
    {},
    'f5 f6 e6 d6 c3 e3 f4 f3 g4 g3 g6 g5 h4 h5 h6 c4 d3 d2 c2 e2 c1 d1 e1 f1 g1 f2 h3 h2 h1 g2 f7 h7 h8 g7 g8 f8 ' +
      'e8 b1 a1 b3 a2 e7 d8 c6 b2 c5 d7 a3 a4 c7',
    'best',
    'b4 b6 a7 a5 a6 b5 b8 b7 a8 c8',
    5,
  ],
  [
    'rv-028',
    {},
    'f5 f6 e6 d6 c3 e3 f4 f3 g4 g3 g6 g5 h4 h5 h6 c4 d3 d2 c2 e2 c1 d1 e1 f1 g1 f2 h3 h2 h1 g2 f7 h7 h8 g7 g8 f8 ' +
      'e8 b1 a1 b3 a2 e7 d8 c6',
    'best',
    'c7 d7 c8 b5 b2',
    4,
  ],
  [
    'rv-029',
    {},
    'd3 c3 c4 e3 f6 d6 c5 c6 b5 b4 b3 a4 d2 e2 a5 a6 b6 f5 e6 a7 f1 a3 c2 b1 c1 d1 e1 g1 f2 f4 f3 g4 g3 h4 h5 g5 ' +
      'g6 h7 h6 e7 h8 g7',
    'best',
    'h3 b2 c7 b7 a8',
    3,
  ],
  [
    'rv-030',
    {},
    'c4 e3 f3 c5 c6 b5 e6 f5 d3 f4 d6 b4 g6 f6 g3 g4 b6 c3 c2 a7 a6 a5 a3 b3 a2 h2 a4 a1 g5 b1 h4 b2 h3 h5 h6 h7 ' +
      'e2 d2 e1 c1 d1 f1',
    'best',
    'f2 g1 f7 b7 g7',
    2,
  ],
]);
