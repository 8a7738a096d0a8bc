/**
 * Our games, in the order every list shows them: the one place a game of this package is named.
 * The entry files, the index, the autoloader, the worker, the frame, the React components and the
 * package's exports are written from it (`npm run games`), and `check:games` fails when a file
 * lists games without it. A game's own code lives in `src/games/<id>/`, its element in
 * `src/games/<id>/<tag>.ts` as the class `className`.
 */

/** One game of the package. */
export interface RegisteredGame {
  /** The game's id (`Game.id`), its folder under `src/games/`, and the frame page's `?game=`. */
  readonly id: string;
  /** Its custom element's tag, and the name of its entry module (`<tag>.js`). */
  readonly tag: `${string}-board`;
  /** The element's class, as the package exports it. */
  readonly className: string;
  /** Its name in English, for lists people read. */
  readonly title: string;
  /** 2 for a game against the computer or a friend; 1 for a puzzle played alone, where the computer only hints. */
  readonly players: 1 | 2;
}

/** Every game, in the order of the demo and the docs. */
export const GAMES = [
  { id: 'nim', tag: 'nim-board', className: 'NimBoard', title: 'Nim', players: 2 },
  { id: 'tictactoe', tag: 'tictactoe-board', className: 'TicTacToeBoard', title: 'Tic-tac-toe', players: 2 },
  { id: 'connect-four', tag: 'connect-four-board', className: 'ConnectFourBoard', title: 'Connect Four', players: 2 },
  { id: 'reversi', tag: 'reversi-board', className: 'ReversiBoard', title: 'Reversi', players: 2 },
  {
    id: 'lines-of-action',
    tag: 'lines-of-action-board',
    className: 'LinesOfActionBoard',
    title: 'Lines of Action',
    players: 2,
  },
  {
    id: 'peg-solitaire',
    tag: 'peg-solitaire-board',
    className: 'PegSolitaireBoard',
    title: 'Peg solitaire',
    players: 1,
  },
  { id: 'hnefatafl', tag: 'hnefatafl-board', className: 'HnefataflBoard', title: 'Hnefatafl', players: 2 },
] as const satisfies readonly RegisteredGame[];

/** The id of one of our games. */
export type GameId = (typeof GAMES)[number]['id'];

/** The tag of one of our games' elements. */
export type GameTag = (typeof GAMES)[number]['tag'];
