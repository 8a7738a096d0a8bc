// This file is written by `npm run games` from src/games/registry.ts.
/** Registers `<tictactoe-board>`; importing it twice is harmless. */
import { TicTacToeBoard } from './games/tictactoe/tictactoe-board.js';

if (typeof customElements !== 'undefined' && !customElements.get('tictactoe-board'))
  customElements.define('tictactoe-board', TicTacToeBoard);

export { TicTacToeBoard };
