// This file is written by `npm run games` from src/games/registry.ts.
/** Registers `<connect-four-board>`; importing it twice is harmless. */
import { ConnectFourBoard } from './games/connect-four/connect-four-board.js';

if (typeof customElements !== 'undefined' && !customElements.get('connect-four-board'))
  customElements.define('connect-four-board', ConnectFourBoard);

export { ConnectFourBoard };
