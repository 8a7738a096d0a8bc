/** Registers `<reversi-board>`; importing it twice is harmless. */
import { ReversiBoard } from './games/reversi/reversi-board.js';

if (typeof customElements !== 'undefined' && !customElements.get('reversi-board')) customElements.define('reversi-board', ReversiBoard);

export { ReversiBoard };
