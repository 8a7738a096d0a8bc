// Written by `npm run puzzles` (scripts/puzzles.ts): each puzzle proven by provePuzzle with the game's exact AI. Do not
// edit.
import { type Puzzle, unpackPuzzles } from '../../core/puzzle-data.js';

/** The shipped puzzles of the game, proven: `[id, options, moves, goal, solution, difficulty, winIn]`. */
export const puzzles: readonly Puzzle[] = unpackPuzzles('tictactoe', [
  ['ttt-001', {}, 'c3 a3 c2 b2 a2', 'win', 'c1', 1, 1],
  ['ttt-002', {}, 'c3 c1 a1 b3 c2', 'win', 'b2 b1 a3', 1, 2],
  ['ttt-003', {}, 'c1 b3 c2 c3 b2', 'win', 'a3', 1, 1],
  ['ttt-004', {}, 'a3 b2 b1 c2 a1', 'win', 'a2', 1, 1],
  ['ttt-005', {}, 'b1 a1 a2 c1 c2', 'win', 'b2 a3 c3', 1, 2],
  ['ttt-006', {}, 'b2 a2 c1 a1 b1', 'win', 'a3', 1, 1],
  ['ttt-007', {}, 'a2 b2 b3 a1 c1', 'win', 'c3', 2, 1],
  ['ttt-008', {}, 'b2 a1 c1 a3 b3', 'win', 'a2', 1, 1],
  ['ttt-009', {}, 'a3 c2 c1 a2 c3', 'win', 'b2', 1, 1],
  ['ttt-010', {}, 'c2 a1 b3 b1', 'win', 'c1 c3 b2 a2 a3', 2, 3],
  ['ttt-011', {}, 'b3 a1 c1 c3 b1', 'win', 'b2', 1, 1],
  ['ttt-012', {}, 'a2 b2 b1 c3 a3', 'win', 'a1', 1, 1],
  ['ttt-013', {}, 'a2 b2 b3 c1 a1', 'win', 'a3', 1, 1],
  ['ttt-014', {}, 'a2 b3 c1 a1 a3', 'win', 'b2 b1 c3', 1, 2],
  ['ttt-015', {}, 'b3 c2 b1 a2 a1', 'win', 'b2', 1, 1],
  ['ttt-016', {}, 'a2 b2 c1 c3 b1', 'win', 'a1', 1, 1],
  ['ttt-017', {}, 'b3 b1 c2 c1', 'win', 'a1 a2 c3 b2 a3', 2, 3],
  ['ttt-018', {}, 'a1 a2 a3 c2 c1', 'win', 'b2', 1, 1],
  ['ttt-019', {}, 'b1 c3 b3 a1 c1', 'win', 'b2', 1, 1],
  ['ttt-020', {}, 'c1 a2 c3 c2 a3', 'win', 'b2', 1, 1],
  ['ttt-021', {}, 'a2 a3 a1 b3 c3', 'win', 'b2 b1 c1', 1, 2],
  ['ttt-022', {}, 'a1 b2 c1 a2 b3', 'win', 'c2', 1, 1],
  ['ttt-023', {}, 'b2 a2 c1 c3 c2', 'win', 'a3 a1 b3', 1, 2],
  ['ttt-024', {}, 'b3 b2 a3 a2 a1', 'win', 'c2', 1, 1],
  ['ttt-025', {}, 'b3 c3 a1 c2 a2', 'win', 'c1', 1, 1],
  ['ttt-026', {}, 'b1 c1 a2 a3 c3', 'win', 'b2', 1, 1],
  ['ttt-027', {}, 'a2 a3 c1 b3', 'win', 'c3 c2 a1 b1 b2', 2, 3],
  ['ttt-028', {}, 'b1 a1 a3 c2 c1', 'win', 'b2 a2 c3', 1, 2],
  ['ttt-029', {}, 'b3 c1 c3 a3 b1', 'win', 'b2', 1, 1],
  ['ttt-030', {}, 'a3 b1 a2 c1 c2', 'win', 'a1', 1, 1],
]);
