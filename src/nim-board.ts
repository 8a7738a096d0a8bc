// This file is written by `npm run games` from src/games/registry.ts.
/** Registers `<nim-board>`; importing it twice is harmless. */
import { NimBoard } from './games/nim/nim-board.js';

if (typeof customElements !== 'undefined' && !customElements.get('nim-board'))
  customElements.define('nim-board', NimBoard);

export { NimBoard };
