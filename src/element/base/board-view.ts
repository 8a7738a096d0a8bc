import { nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { AiLink } from '../../core/ai.js';
import type { BaseState, Game, Player, Result } from '../../core/game.js';
import type { SavedGame } from '../../core/saved-game.js';
import type { GameSession } from '../../core/session.js';
import { GameFlow } from './game-flow.js';
import { AnnouncerController } from '../controllers/announcer-controller.js';
import { BoardElement } from './board-element.js';
import { KeysHelp } from '../controllers/keys-help.js';
import { GridFocusController } from '../controllers/grid-focus-controller.js';
import type { GridPoint } from './grid-navigation.js';
import type { Language, WordTables } from '../../core/language.js';
import type { Messages } from './messages.js';
import { PlayerNames } from './player-names.js';
import type { BoardAxes } from '../render/coordinates.js';
import { type GridCell, renderGridCell, renderRows } from '../render/grid-cell.js';
import { type Seats, computerPlays } from './seats.js';
import { BoardTexts } from './board-texts.js';
import type { StyleProps } from '../render/style-props.js';

/**
 * The board as a game's element sees it: what the game supplies and may override (its rules, AI,
 * words, grid, cells and the hooks below), the game as it stands (a `GameSession`, read here and
 * changed by `GameBoard`), who sits at each side, and the tools it draws and speaks with (texts,
 * names, the keyboard grid, the live region), each a controller.
 */
export abstract class BoardView<S extends BaseState, M, O, W extends object = object> extends BoardElement<W> {
  /** The rules of this board's game. */
  protected abstract readonly rules: Game<S, M, O>;
  /** This board's computer opponent. */
  protected abstract readonly ai: AiLink<S, M>;
  /** The game's own words in each built-in language. */
  protected abstract readonly words: WordTables<W>;
  /** The game options read from this element's own attributes (already validated). */
  protected abstract gameOptions(): Partial<O>;
  /** Sets this element's own attributes from game options (`import()`). */
  protected abstract applyOptions(options: Partial<O>): void;
  /** Rows and columns of the keyboard grid. */
  protected abstract gridSize(): { rows: number; cols: number };
  /** The cells of the grid, row by row (each row a `role="row"` of `role="gridcell"` elements). */
  protected abstract renderGrid(): TemplateResult;
  /** Plays or selects the cell at `point` (Enter, Space, tap). */
  protected abstract activateCell(point: GridPoint): void;
  /** The accessible name of the board. */
  protected abstract boardLabel(): string;
  /**
   * The files and ranks this board's squares are named by, drawn along its edges (`coordinates`); null where squares
   * have no such names.
   */
  protected coordinateAxes(): BoardAxes | null {
    return null;
  }

  /** After a change that is not a move (a loaded game...): says where the game stands and lets the computer move. */
  protected abstract settle(): void;

  /** Set when the computer has announced that it sees a forced win. */
  @state() protected forcedWinSeen = false;
  /** The move suggested by `hint()`, shown until the position changes. */
  @state() protected hintMove: M | null = null;

  /** The game as the board plays it: its session, the moves a page sets, the player's own game kept aside. */
  protected readonly flow = new GameFlow<S, M, O>({
    rules: () => this.rules,
    options: () => this.gameOptions(),
    live: () => this.hasUpdated && !this.isUpdatePending,
    changed: () => this.positionChanged(),
    settled: () => this.settle(),
    warn: (key, message) => this.warnOnce(key, message),
  });

  /** The shared texts and the game's words in the board's language. */
  protected readonly texts = new BoardTexts<W>(this, () => this.words);
  /** The players' names, given or by default. */
  protected readonly names = new PlayerNames(this, () => this.text);
  /** The keyboard's cell (roving tabindex) and the list of keys. */
  protected readonly grid = new GridFocusController(this, {
    size: () => this.gridSize(),
    exists: (p) => this.cellExists(p),
  });
  /** The live region. */
  protected readonly announcer = new AnnouncerController(this);
  /** The list of keys (`?`, the Keys button). */
  protected readonly keys = new KeysHelp(this, {
    text: () => this.text,
    gameKeys: () => this.gameKeys(),
    announce: (text) => void this.announce(text),
  });

  /**
   * The parts this board's attributes ask for whose code is still loading (the texts of a language
   * other than English...): the next update waits for them, so no render shows the board without
   * them. Each promise settles, loaded or not. Subclasses add theirs to `super`'s.
   */
  protected partsLoading(): Promise<unknown>[] {
    const texts = this.texts.loading;
    const help = this.keys.loading;
    return [texts, help].filter((p) => p !== null);
  }

  /** @internal Waits for the parts still loading (see `partsLoading`), then updates. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const loading = this.partsLoading();
    // Asked again once they are in: the attributes may have changed meanwhile.
    return loading.length > 0 ? Promise.all(loading).then(() => this.scheduleUpdate()) : super.scheduleUpdate();
  }

  /**
   * The position on the board (read-only; use `play`, `undo`, `redo` and `reset` to change it): the current one, or the
   * one a review shows.
   */
  get gameState(): S {
    return this.shownPosition()?.state ?? this.session.state;
  }

  /** A position shown in place of the current one (a review's), with the move that led to it; null to show the game. */
  protected shownPosition(): { state: S; lastMove: M | null } | null {
    return null;
  }

  /** The result, or `null` while the game goes on. */
  get result(): Result | null {
    return this.session.result;
  }

  /** The moves the side to move may play now, in notation (empty once the game is over). */
  get legalMoves(): string[] {
    const s = this.session.state;
    return this.result ? [] : this.rules.legalMoves(s).map((m) => this.rules.moveToString(s, m));
  }

  /** The whole game as JSON-ready data: options, moves, moves taken back, names. */
  export(): SavedGame<O> {
    return this.session.export(this.names.saved());
  }

  /**
   * Loads a game made by `export()` (the object or its JSON text), including its options and names.
   * Throws `InvalidSavedGameError`, leaving the game unchanged, when the data is not a valid game
   * of this board.
   */
  import(data: SavedGame<O> | string): void {
    const checked = this.session.check(data);
    this.applyOptions(checked.saved.options);
    // Kept as this board's attributes now give them, so the next update does not restart the game.
    this.session.adopt(checked, this.gameOptions());
    this.names.adopt(checked.saved.players, false);
    this.settle();
  }

  /** The game being played; the first use starts it with the attributes' options. */
  protected get session(): GameSession<S, M, O> {
    return this.flow.session;
  }

  /** The last move played, or null at the start. */
  protected get lastMove(): M | null {
    const shown = this.shownPosition();
    return shown ? shown.lastMove : this.session.lastMove;
  }

  /** Who sits at each side. */
  protected get seats(): Seats {
    const { mode, aiSide, localSide } = this.settings;
    return { mode, aiSide, localSide, onePlayer: this.onePlayer };
  }

  /** Whether the side to move is played by the computer. */
  protected isAiTurn(): boolean {
    return computerPlays(this.seats, this.session.state.turn);
  }

  /** The shared texts in the board's language, with `strings` applied. */
  protected get text(): Messages {
    return this.texts.m;
  }

  /** The game's own words in the board's language, with `strings` applied. */
  protected get w(): W {
    return this.texts.w;
  }

  /** The built-in language in use, from `lang` on the board or its nearest ancestor. */
  protected get language(): Language {
    return this.texts.language;
  }

  /** The name of a side: its `first-player`/`second-player` name, or the default for the mode. */
  playerName(player: Player): string {
    return this.names.nameOf(player);
  }

  /** The name of a side with its mark, as the status line shows it ("Player 1 (X)"). */
  protected sideLabel(player: Player): string {
    const mark = this.sideMark(player);
    return mark ? `${this.playerName(player)} (${mark})` : this.playerName(player);
  }

  /** The short symbol of a side (X, O, Black...), or '' for games whose sides have none. */
  protected sideMark(_player: Player): string {
    return '';
  }

  /** A small picture of a side's pieces for its name plate. */
  protected renderSideMark(_player: Player): TemplateResult | typeof nothing {
    return nothing;
  }

  /** A side's score in games that count one (discs, captures, groups), or null. */
  protected sideScore(_player: Player): number | string | null {
    return null;
  }

  /** The sentence that announces a move to screen readers; games may say what it did (discs turned, a capture). */
  protected moveAnnouncement(before: S, _move: M, notation: string, _after: S): string {
    const name = this.playerName(before.turn);
    return this.passOf(before) !== null ? this.text.passed(name) : this.text.played(name, notation);
  }

  /**
   * The pass the side to move must play in `state` because it has no other move, or null (always null in games without
   * passing); the board then offers a Pass button and the `p` key.
   */
  protected passOf(_state: S): M | null {
    return null;
  }

  /**
   * One-player games (peg solitaire) have no opponent: no name plates, no computer turns; the AI only helps (hints,
   * analysis).
   */
  protected get onePlayer(): boolean {
    return false;
  }

  /**
   * Whether the board shows the analysis of the current position (`show-analysis`; a game may ask for it otherwise).
   */
  protected wantsAnalysis(): boolean {
    return this.showAnalysis;
  }

  /**
   * CSS custom properties the game's layout needs, set on the board element (through the CSSOM, so strict pages allow
   * them).
   */
  protected boardStyle(): StyleProps {
    return {};
  }

  /** Game-specific buttons placed before the common ones. */
  protected renderControls(): TemplateResult | string {
    return '';
  }

  /** Descriptions of the game's own keys, listed by `?` before the common ones (by default the `keys` of its words). */
  protected gameKeys(): readonly string[] {
    return (this.w as { keys?: readonly string[] }).keys ?? [];
  }

  /** Keys a game adds (digits, its own use of Enter...), seen before the common keys; return true when handled. */
  protected onBoardKey(_event: KeyboardEvent): boolean {
    return false;
  }

  /** Drops any half-made selection (Esc, undo, new game). */
  protected clearSelection(): void {}

  /** Whether the grid has a cell at `point` (irregular boards override). */
  protected cellExists(point: GridPoint): boolean {
    const { rows, cols } = this.gridSize();
    return point.row >= 0 && point.row < rows && point.col >= 0 && point.col < cols;
  }

  /** Rows of cells for a rectangular board, each row a `role="row"`; `cell` renders one gridcell. */
  protected renderRows(
    rows: number,
    cols: number,
    cell: (row: number, col: number) => TemplateResult,
  ): TemplateResult[] {
    return renderRows(rows, cols, cell);
  }

  /**
   * One gridcell with what every board's cells share: roving focus, label, parts (`cell` first), and a click that
   * focuses and activates it.
   */
  protected renderGridCell(point: GridPoint, cell: GridCell, content: unknown): TemplateResult {
    const activate = () => {
      this.focusCell = point;
      this.activateCell(point);
    };
    return renderGridCell(
      point,
      cell,
      { tabIndex: this.tabIndexOf(point), boardDisabled: this.disabled, activate },
      content,
    );
  }

  /** The keyboard focus in the grid (roving tabindex). */
  protected get focusCell(): GridPoint {
    return this.grid.focus;
  }
  protected set focusCell(point: GridPoint) {
    this.grid.focus = point;
  }

  /** The roving tabindex of the cell at `point`. */
  protected tabIndexOf(point: GridPoint): number {
    return this.grid.tabIndexOf(point);
  }

  /** Moves the keyboard focus to a cell, rendering first. */
  protected focusOn(point: GridPoint): Promise<void> {
    return this.grid.focusOn(point);
  }

  /** Announces `text` in the live region; a repeated text is spoken again. */
  protected announce(text: string): Promise<void> {
    return this.announcer.announce(text);
  }

  /** Esc: drops the selection and the hint, closes the list of keys. */
  protected dismiss(): void {
    this.clearSelection();
    this.hintMove = null;
    this.keys.open = false;
  }

  /** Clears what belongs to one position: the selection, the hint, the computer's boast. */
  private positionChanged(): void {
    this.forcedWinSeen = false;
    this.hintMove = null;
    this.clearSelection();
    this.requestUpdate();
  }
}
