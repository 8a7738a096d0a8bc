import { nothing, type TemplateResult } from 'lit';
import type { AiLink, Analysis, MoveValue, Thought } from '../../core/ai.js';
import type { BaseState, Game, Player } from '../../core/game.js';
import type { Language, WordTables } from '../../core/language.js';
import type { GameSession } from '../../core/session.js';
import type { BoardAxes } from '../render/coordinates.js';
import { type GridCell, renderRows } from '../render/grid-cell.js';
import type { StyleProps } from '../render/style-props.js';
import { Board } from './board.js';
import type { BoardGame } from './board-game.js';
import type { GridPoint } from './grid-navigation.js';
import type { Messages } from './messages.js';
import type { PieceBoardPort } from './piece-selection.js';

export type { Mode, Theme } from './board-attributes.js';

/**
 * A board whose game is given as members of its own class, as games of one's own were written before `BoardGame`:
 * the same hooks and helpers, turned into the board's `game`. Our boards and Kalah extend `Board` with a `game`
 * object instead, as a new game should.
 *
 * @deprecated Extend `Board` and give it `protected readonly game: BoardGame<S, M, O, W>`; the helpers are on
 * `this.core` (see docs/your-own-game.md).
 */
export abstract class GameBoard<S extends BaseState, M, O, W extends object = object> extends Board<S, M, O, W> {
  /** The rules of this board's game. */
  protected abstract readonly rules: Game<S, M, O>;
  /** This board's computer opponent. */
  protected abstract readonly ai: AiLink<S, M>;
  /** The game's own words in each built-in language. */
  protected abstract readonly words: WordTables<W>;
  /** The game options read from this element's own attributes. */
  protected abstract gameOptions(): Partial<O>;
  /** Sets this element's own attributes from game options (`import()`). */
  protected abstract applyOptions(options: Partial<O>): void;
  /** Rows and columns of the keyboard grid. */
  protected abstract gridSize(): { rows: number; cols: number };
  /** The cells of the grid, row by row. */
  protected abstract renderGrid(): TemplateResult;
  /** Plays or selects the cell at `point` (Enter, Space, tap). */
  protected abstract activateCell(point: GridPoint): void;
  /** The accessible name of the board. */
  protected abstract boardLabel(): string;

  /** The game, from the members below. */
  protected readonly game: BoardGame<S, M, O, W> = ((board) => ({
    // Read when asked: a subclass's fields are set after this one.
    get rules() {
      return board.rules;
    },
    get ai() {
      return board.ai;
    },
    get words() {
      return board.words;
    },
    get onePlayer() {
      return board.onePlayer;
    },
    options: () => this.gameOptions(),
    applyOptions: (o) => this.applyOptions(o),
    gridSize: () => this.gridSize(),
    renderGrid: () => this.renderGrid(),
    activateCell: (p) => this.activateCell(p),
    boardLabel: () => this.boardLabel(),
    cellExists: (p) => this.cellExists(p),
    coordinateAxes: () => this.coordinateAxes(),
    sideMark: (p) => this.sideMark(p),
    renderSideMark: (p) => this.renderSideMark(p),
    sideScore: (p) => this.sideScore(p),
    moveAnnouncement: (before, move, notation, after) => this.moveAnnouncement(before, move, notation, after),
    statusText: () => this.gameStatusText(),
    passOf: (s) => this.passOf(s),
    wantsAnalysis: () => this.wantsAnalysis(),
    boardStyle: () => this.boardStyle(),
    renderControls: () => this.renderControls(),
    gameKeys: () => this.gameKeys(),
    onBoardKey: (e) => this.onBoardKey(e),
    clearSelection: () => this.clearSelection(),
  }))(this);

  constructor() {
    super();
    this.core.attributes.checkAlso(() => this.validateAttributes());
  }

  /** Checks a game's own attributes: call `super` and `checkAttribute` for each. */
  protected validateAttributes(): void {}

  /** Plays with `fallback` while `prop` is invalid (`ok` false), with one console warning per bad value. */
  protected checkAttribute<K extends keyof this>(
    prop: K,
    attribute: string,
    ok: boolean,
    fallback: this[K],
    expected: string,
  ): void {
    this.core.attributes.check(prop, attribute, ok, fallback, expected);
  }

  /** Whether the grid has a cell at `point` (irregular boards override). */
  protected cellExists(point: GridPoint): boolean {
    const { rows, cols } = this.gridSize();
    return point.row >= 0 && point.row < rows && point.col >= 0 && point.col < cols;
  }
  /** The files and ranks drawn along the edges, or null. */
  protected coordinateAxes(): BoardAxes | null {
    return null;
  }
  /** The short symbol of a side, or ''. */
  protected sideMark(_player: Player): string {
    return '';
  }
  /** A small picture of a side's pieces for its name plate. */
  protected renderSideMark(_player: Player): TemplateResult | typeof nothing {
    return nothing;
  }
  /** A side's score, or null. */
  protected sideScore(_player: Player): number | string | null {
    return null;
  }
  /** The sentence announcing a move; undefined for the board's own. */
  protected moveAnnouncement(before: S, _move: M, notation: string, _after: S): string {
    return this.core.playedSentence(before, notation);
  }
  /** The pass the side to move must play, or null. */
  protected passOf(_state: S): M | null {
    return null;
  }
  /** A game of one player: no plates, no computer turns. */
  protected get onePlayer(): boolean {
    return false;
  }
  /** Whether the board shows the analysis of the position. */
  protected wantsAnalysis(): boolean {
    return this.showAnalysis;
  }
  /** CSS custom properties the grid's layout needs. */
  protected boardStyle(): StyleProps {
    return {};
  }
  /** The game's own buttons. */
  protected renderControls(): TemplateResult | string {
    return '';
  }
  /** The game's own keys for the list of keys. */
  protected gameKeys(): readonly string[] {
    return (this.w as { keys?: readonly string[] }).keys ?? [];
  }
  /** Keys the game handles; true when handled. */
  protected onBoardKey(_event: KeyboardEvent): boolean {
    return false;
  }
  /** Drops any half-made selection. */
  protected clearSelection(): void {}

  /** The game's status line (the board's, by default); a game adds its own facts to `super`'s. */
  protected gameStatusText(): string {
    return this.core.statusLine();
  }

  /** The game being played. */
  protected get session(): GameSession<S, M, O> {
    return this.core.session;
  }
  /** The shared texts in the board's language. */
  protected get text(): Messages {
    return this.core.text;
  }
  /** The game's own words in the board's language. */
  protected get w(): W {
    return this.core.w;
  }
  /** The built-in language in use. */
  protected get language(): Language {
    return this.core.language;
  }
  /** The last move of the position shown. */
  protected get lastMove(): M | null {
    return this.core.lastMove;
  }
  /** The move a hint suggested, until the position changes. */
  protected get hintMove(): M | null {
    return this.core.hintMove;
  }
  protected set hintMove(move: M | null) {
    this.core.hintMove = move;
  }
  /** Why the user's moves are refused now, or null. */
  protected inputBlocked(): string | null {
    return this.core.inputBlocked();
  }
  /** Whether a puzzle or a lesson is on the board. */
  protected get coached(): boolean {
    return this.core.coach !== null;
  }
  /** Plays a move chosen with the pointer or keyboard, or fires `invalid-move`. */
  protected userMove(move: M): boolean {
    return this.core.userMove(move);
  }
  /** Plays `move` for the user as the computer's (a one-player game finishing itself). */
  protected playAsComputer(move: M): void {
    this.core.commit(move, 'computer');
  }
  /** Announces `text` in the live region. */
  protected announce(text: string): Promise<void> {
    return this.core.announce(text);
  }
  /** Rows of cells for a rectangular board. */
  protected renderRows(
    rows: number,
    cols: number,
    cell: (row: number, col: number) => TemplateResult,
  ): TemplateResult[] {
    return renderRows(rows, cols, cell);
  }
  /** One gridcell with what every board's cells share. */
  protected renderGridCell(point: GridPoint, cell: GridCell, content: unknown): TemplateResult {
    return this.core.renderGridCell(point, cell, content);
  }
  /** The keyboard focus in the grid (roving tabindex). */
  protected get focusCell(): GridPoint {
    return this.core.grid.focus;
  }
  protected set focusCell(point: GridPoint) {
    this.core.grid.focus = point;
  }
  /** The roving tabindex of the cell at `point`. */
  protected tabIndexOf(point: GridPoint): number {
    return this.core.grid.tabIndexOf(point);
  }
  /** Moves the keyboard focus to a cell, rendering first. */
  protected focusOn(point: GridPoint): Promise<void> {
    return this.core.grid.focusOn(point);
  }
  /** The board's side of moving pieces from square to square (`PieceSelection`). */
  protected piecePort(
    game: Pick<PieceBoardPort<S, M>, 'movePath' | 'pointName' | 'renderDragged'>,
  ): PieceBoardPort<S, M> {
    return this.core.piecePort(game);
  }
  /** The computer's move for the user now, with what it knows about it. */
  protected suggestThought(): Promise<Thought<M> | null> {
    return this.core.suggestThought();
  }
  /** The latest analysis, with the position it values. */
  protected get analysis(): (Analysis<M> & { state: S }) | null {
    return this.core.analysis;
  }
  /** The analysed value of `move` now. */
  protected moveValue(move: M): MoveValue<M> | undefined {
    return this.core.moveValue(move);
  }
  /** Whether the analysis of the position is still being computed. */
  protected get analysing(): boolean {
    return this.core.analysing;
  }
}
