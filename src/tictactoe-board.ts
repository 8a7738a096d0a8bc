/** Registers `<tictactoe-board>`; importing it twice is harmless. */
import { TicTacToeBoard } from './games/tictactoe/tictactoe-board.js';

if (typeof customElements !== 'undefined' && !customElements.get('tictactoe-board')) customElements.define('tictactoe-board', TicTacToeBoard);

export { TicTacToeBoard };
