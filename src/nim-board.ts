/** Registers `<nim-board>`; importing it twice is harmless. */
import { NimBoard } from './games/nim/nim-board.js';

if (typeof customElements !== 'undefined' && !customElements.get('nim-board')) customElements.define('nim-board', NimBoard);

export { NimBoard };
