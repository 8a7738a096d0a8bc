/** Registers `<kalah-board>`; importing it twice is harmless. */
import { KalahBoard } from './kalah-board.js';

if (typeof customElements !== 'undefined' && !customElements.get('kalah-board'))
  customElements.define('kalah-board', KalahBoard);

export { KalahBoard };
export { rules } from './rules.js';
