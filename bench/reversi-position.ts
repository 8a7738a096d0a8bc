/** A Reversi position of ours as the native checks read it (see `native.ts`). */
import { type ReversiState, positionText, rules as reversi } from '../src/games/reversi/rules.js';
import type { EdaxPosition } from './native.js';

/** `state` for Edax: its text, or its final margin for the side to move once the game is over. */
export function edaxPosition(state: ReversiState): EdaxPosition {
  if (!reversi.result(state)) return { text: positionText(state), final: null };
  const margin = state.discs[state.turn] - state.discs[state.turn === 'first' ? 'second' : 'first'];
  const empty = state.cells.filter((c) => c === 0).length;
  return { text: positionText(state), final: margin + Math.sign(margin) * empty };
}
