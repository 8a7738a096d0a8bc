// This file is written by `npm run games` from src/games/registry.ts.
/** Registers `<peg-solitaire-board>`; importing it twice is harmless. */
import { PegSolitaireBoard } from './games/peg-solitaire/peg-solitaire-board.js';

if (typeof customElements !== 'undefined' && !customElements.get('peg-solitaire-board'))
  customElements.define('peg-solitaire-board', PegSolitaireBoard);

export { PegSolitaireBoard };
