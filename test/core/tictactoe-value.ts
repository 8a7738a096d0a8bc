/** A fact about tic-tac-toe found apart from our AI: the exact value of a position by plain minimax, no pruning. */
import { type TicTacToeState, rules as ticTacToe } from '../../src/games/tictactoe/rules.js';

/** The value of `s` for the side to move: 1 a win, 0 a draw, -1 a loss. */
export function ticTacToeValue(s: TicTacToeState): number {
  const r = ticTacToe.result(s);
  if (r) return r.winner === null ? 0 : r.winner === s.turn ? 1 : -1;
  // Plus zero: a draw is 0, never -0.
  return Math.max(...ticTacToe.legalMoves(s).map((m) => -ticTacToeValue(ticTacToe.play(s, m)))) + 0;
}
