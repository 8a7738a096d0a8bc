// This file is written by `npm run games` from src/games/registry.ts.
/** Registers `<lines-of-action-board>`; importing it twice is harmless. */
import { LinesOfActionBoard } from './games/lines-of-action/lines-of-action-board.js';

if (typeof customElements !== 'undefined' && !customElements.get('lines-of-action-board'))
  customElements.define('lines-of-action-board', LinesOfActionBoard);

export { LinesOfActionBoard };
