/**
 * React components for every board (`board-game-elements/react`), made by `@lit/react` from the
 * elements themselves: props are the elements' properties, typed, and an `on…` prop for every event
 * (`onMove`, `onGameOver`, `onNewGame`, `onOnlineStatus`...). Importing this module registers every
 * element; an app that shows one game imports `board-game-elements/react/<tag>` instead, which
 * loads that game only. React itself is the page's own (a peer dependency).
 */
// games: written by `npm run games` from src/games/registry.ts
export { NimBoard } from './nim-board.js';
export { TicTacToeBoard } from './tictactoe-board.js';
export { ConnectFourBoard } from './connect-four-board.js';
export { ReversiBoard } from './reversi-board.js';
export { LinesOfActionBoard } from './lines-of-action-board.js';
export { PegSolitaireBoard } from './peg-solitaire-board.js';
export { HnefataflBoard } from './hnefatafl-board.js';
// games: end
export { type BoardEventProps, boardEvents } from './events.js';
export type * from '../element/base/events.js';
