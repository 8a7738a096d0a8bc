import type { nothing, TemplateResult } from 'lit';
import type { AiLink } from '../../core/ai.js';
import type { BaseState, Game, Player } from '../../core/game.js';
import type { WordTables } from '../../core/language.js';
import type { BoardAxes } from '../render/coordinates.js';
import type { StyleProps } from '../render/style-props.js';
import type { GridPoint } from './grid-navigation.js';

/**
 * What a game gives its board, as one object: its rules, its computer, its words, and how its grid is drawn and read.
 * The board (`Board`) does the rest. Only the first nine are required; each optional one has the default its comment
 * gives.
 */
export interface BoardGame<S extends BaseState, M, O, W extends object = object> {
  /** The rules. */
  readonly rules: Game<S, M, O>;
  /** The computer opponent (its worker, levels, analyses). */
  readonly ai: AiLink<S, M>;
  /** The game's own words in each built-in language. */
  readonly words: WordTables<W>;
  /** The game options read from the element's own attributes (as it plays them: `settings`). */
  options(): Partial<O>;
  /** Sets the element's own attributes from game options (`import()`). */
  applyOptions(options: Partial<O>): void;
  /** Rows and columns of the keyboard grid. */
  gridSize(): { rows: number; cols: number };
  /** The cells of the grid, row by row (each row a `role="row"` of `role="gridcell"` elements). */
  renderGrid(): TemplateResult;
  /** Plays or selects the cell at `point` (Enter, Space, tap). */
  activateCell(point: GridPoint): void;
  /** The accessible name of the board. */
  boardLabel(): string;
  /** Whether the grid has a cell at `point`; by default every cell of the rectangle. */
  cellExists?(point: GridPoint): boolean;
  /** The files and ranks drawn along the edges (`coordinates`); none by default. */
  coordinateAxes?(): BoardAxes | null;
  /** The short symbol of a side (X, O, Black...); none by default. */
  sideMark?(player: Player): string;
  /** A small picture of a side's pieces for its name plate. */
  renderSideMark?(player: Player): TemplateResult | typeof nothing;
  /** A side's score in games that count one (discs, captures, groups). */
  sideScore?(player: Player): number | string | null;
  /**
   * The sentence announcing a move to screen readers (what it did: discs turned, a capture); undefined for the
   * board's own ("Player 1 played c3").
   */
  moveAnnouncement?(before: S, move: M, notation: string, after: S): string | undefined;
  /** The game's status line, given the board's ("Your turn", the result); by default the board's. */
  statusText?(line: string): string;
  /** The pass the side to move must play in `state` (it has no other move), or null; never, by default. */
  passOf?(state: S): M | null;
  /** A game of one player (peg solitaire): no name plates, no computer turns; the computer only helps. */
  readonly onePlayer?: boolean;
  /** Hints only from a complete search: the computer is asked again until its move is proven. */
  readonly provenHints?: boolean;
  /** Whether the board shows the analysis of the position; by default as `show-analysis` says. */
  wantsAnalysis?(): boolean;
  /** CSS custom properties the grid's layout needs, set on the grid through the CSSOM (strict pages allow them). */
  boardStyle?(): StyleProps;
  /** The game's own buttons, before the common ones. */
  renderControls?(): TemplateResult | string;
  /** The game's own keys for the list of keys (`?`); by default the `keys` of its words. */
  gameKeys?(): readonly string[];
  /** Keys the game handles (digits, its own use of Enter), seen before the common keys; true when handled. */
  onBoardKey?(event: KeyboardEvent): boolean;
  /** Drops any half-made selection (Esc, undo, a new position). */
  clearSelection?(): void;
}
