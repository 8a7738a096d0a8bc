// This file is written by `npm run games` from src/games/registry.ts.
/** Registers `<reversi-board>`; importing it twice is harmless. */
import { ReversiBoard } from './games/reversi/reversi-board.js';

if (typeof customElements !== 'undefined' && !customElements.get('reversi-board'))
  customElements.define('reversi-board', ReversiBoard);

export { ReversiBoard };
