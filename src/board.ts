/**
 * `board-game-elements/board`: the element side of the public game API, without registering any
 * of our games. A game of your own extends `Board` and gives it one `BoardGame` object (its rules, its AI link, its
 * words and how its board is drawn; a `PieceSelection` for pieces that move from square to square), and gets
 * the computer in a worker, keyboard and screen-reader play, undo, saving, online play, clocks,
 * languages, themes and events (see docs/your-own-game.md). Lit's `html`, `svg`, `css` and
 * `nothing` come from here too, so a page using the CDN file draws with the same Lit as the boards.
 */
export { css, html, nothing, svg, type TemplateResult } from 'lit';
export { Board } from './element/base/board.js';
export type { BoardGame } from './element/base/board-game.js';
export type { BoardCore, BoardOutlet } from './element/base/board-core.js';
export type { BoardHost } from './element/base/board-host.js';
export { GameBoard, type Mode, type Theme } from './element/base/game-board.js';
export { renderRows, type GridCell } from './element/render/grid-cell.js';
export {
  type AttributeSpec,
  type AttributeTable,
  integerIn,
  litProperties,
  oneOf,
} from './element/base/attribute-table.js';
export type { BoardAttributes } from './element/base/board-attributes.js';
export {
  type MovePath,
  type PieceBoardPort,
  PieceSelection,
  type SquareMarks,
  pieceStyles,
} from './element/base/piece-selection.js';
export type { GridPoint } from './element/base/grid-navigation.js';
export type { StyleProps } from './element/render/style-props.js';
export type { BoardAxes } from './element/render/coordinates.js';
export type { Messages } from './element/base/messages.js';
export { type LanguageOptions, type LanguageTexts, registerLanguage } from './element/base/language-registry.js';
export type { ReviewTexts } from './element/review/review-words.js';
export type { OnlineWords } from './element/online/online-words.js';
export type { PuzzleWords } from './element/puzzle/puzzle-words.js';
export type { LessonWords } from './element/lesson/lesson-words.js';
export { list, num, plural, sentences, signedNum } from './languages/intl.js';
export type * from './element/base/events.js';
export { BroadcastChannelTransport, ConnectionRefused, type Transport } from './element/online/transport.js';
