// This file is written by `npm run games` from src/games/registry.ts.
/** Registers `<hnefatafl-board>`; importing it twice is harmless. */
import { HnefataflBoard } from './games/hnefatafl/hnefatafl-board.js';

if (typeof customElements !== 'undefined' && !customElements.get('hnefatafl-board'))
  customElements.define('hnefatafl-board', HnefataflBoard);

export { HnefataflBoard };
