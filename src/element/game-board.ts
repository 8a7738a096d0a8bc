import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AiLink, Analysis, MoveValue, Thought } from '../core/ai.js';
import { type BaseState, type Game, IllegalMoveError, type Player, type Result, isIntInRange, opponent } from '../core/game.js';
import { parseMoveList } from '../core/replay.js';
import type { SavedGame } from '../core/saved-game.js';
import { GameSession, type MoveRecord, type MoveSource, type UndoPolicy } from '../core/session.js';
import { AiController } from './ai-controller.js';
import { AiTurnController } from './ai-turn-controller.js';
import { AnnouncerController } from './announcer-controller.js';
import { BoardAttributes } from './board-attributes.js';
import type { GameOverEventDetail, HintEventDetail, InvalidMoveEventDetail, MoveEventDetail } from './events.js';
import { GridFocusController } from './grid-focus-controller.js';
import type { GridPoint } from './grid-navigation.js';
import type { Language, Messages } from './messages.js';
import { MAX_NAME_LENGTH, NamesController } from './names-controller.js';
import { PersistController } from './persist-controller.js';
import { renderControls } from './render/controls.js';
import { type GridCell, renderGridCell, renderRows } from './render/grid-cell.js';
import { renderHelp } from './render/help.js';
import { renderMoveList } from './render/move-list.js';
import { renderNamesForm } from './render/names-form.js';
import { renderPlayers } from './render/players.js';
import { Tones } from './sound.js';
import { statusLine } from './status-text.js';
import { baseStyles } from './styles.js';
import { BoardTextController } from './text-controller.js';

export type { Mode, Theme } from './board-attributes.js';

const SIDES: readonly Player[] = ['first', 'second'];
/** The computer's search is announced only when it takes longer than this (ms). */
const THINKING_ANNOUNCE_DELAY = 1000;

/**
 * The base of every board: it composes the game session (`core/session.ts`) with one controller
 * per concern (the computer's turns, saving, the live region, names, texts, the keyboard grid) and
 * the shared render parts, and turns each change into its events. A game's element adds its
 * rules, its AI, its words and its rendering.
 * The language follows the global `lang` attribute (`en` or `zh`), on the board or an ancestor.
 *
 * @fires move - After every move. `detail`: `{move, player, ply, byAi, source}`; `source` is `user`, `computer`, `remote` or `script`.
 * @fires game-over - When the game ends. `detail`: `{winner, reason, score?}`; `winner` is `first`, `second` or `null` for a draw.
 * @fires invalid-move - When the user tries a move that is not legal. `detail`: `{move, reason}`.
 * @fires ai-thinking - When the computer starts or stops thinking. `detail`: `{thinking}`.
 * @fires new-game - When a new game starts through `reset()`, the New game button or the `n` key.
 * @fires hint - When a hint is shown. `detail`: `{move}`.
 *
 * @csspart status - The status line (whose turn, thinking, the result).
 * @csspart players - The two name plates.
 * @csspart player - A name plate; also `player-first` or `player-second`, and `to-move` for the side to move.
 * @csspart player-name - A player's name.
 * @csspart score - A player's score and games won.
 * @csspart board - The board (an ARIA grid).
 * @csspart cell - Every cell of the board; each cell also has its coordinate as a part.
 * @csspart piece - A piece or mark on the board.
 * @csspart last-move - The cell or pieces of the last move.
 * @csspart hint - The cell or pieces of the suggested move.
 * @csspart controls - The row of buttons under the board.
 * @csspart button - Every button.
 * @csspart new-game - The new-game button.
 * @csspart undo - The undo button.
 * @csspart redo - The redo button.
 * @csspart hint-button - The hint button (`show-hint-button`).
 * @csspart pass-button - The button that passes when the side to move has no move (games with passing).
 * @csspart keys-button - The button that shows the keys.
 * @csspart help - The list of keys.
 * @csspart moves - The move list (`show-moves`).
 * @csspart move - One move in the move list.
 * @csspart names - The form asking the players' names (`ask-names`).
 *
 * @cssprop --bge-board-color - Background of the board.
 * @cssprop --bge-cell-color - Background of a cell and of the buttons.
 * @cssprop --bge-line-color - Grid lines and borders.
 * @cssprop --bge-first-color - Pieces of the first player.
 * @cssprop --bge-second-color - Pieces of the second player.
 * @cssprop --bge-piece-color - Pieces that belong to nobody (Nim).
 * @cssprop --bge-mark-color - Selected or marked pieces.
 * @cssprop --bge-highlight-color - The last move and winning lines.
 * @cssprop --bge-hint-color - The suggested move.
 * @cssprop --bge-focus-color - The keyboard focus ring.
 * @cssprop --bge-text-color - Text colour (inherits the page's by default).
 * @cssprop --bge-board-text-color - Text drawn on the board, such as Nim's heap numbers (default: the text colour).
 * @cssprop --bge-max-width - The widest the board grows (default 32rem); it fills narrower containers down to 280px.
 */
export abstract class GameBoard<S extends BaseState, M, O, W extends object = object> extends BoardAttributes<W> {

  /** @internal */
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  static override styles = [baseStyles];

  /** The rules of this board's game. */
  protected abstract readonly rules: Game<S, M, O>;
  /** This board's computer opponent. */
  protected abstract readonly ai: AiLink<S, M>;
  /** The game's own words in each built-in language. */
  protected abstract readonly words: Readonly<Record<Language, W>>;
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

  /** Set when the computer has announced that it sees a forced win. */
  @state() protected forcedWinSeen = false;
  /** The move suggested by `hint()`, shown until the position changes. */
  @state() protected hintMove: M | null = null;

  private game: GameSession<S, M, O> | undefined;
  private pendingMoves: string[] | undefined;
  private readonly tones = new Tones();
  private readonly texts = new BoardTextController<W>(this, () => this.words);
  private readonly names = new NamesController(this, () => this.text);
  private readonly announcer = new AnnouncerController(this);
  private readonly grid = new GridFocusController(this, { size: () => this.gridSize(), exists: (p) => this.cellExists(p) });
  private readonly persistence = new PersistController<S, M, O>(this, {
    id: () => this.rules.id,
    export: () => this.export(),
    check: (text) => this.session.check(text),
    sameOptions: ({ saved }) => JSON.stringify(saved.options) === this.session.optionsKey,
    adopt: (checked) => {
      this.session.adopt(checked, this.session.options);
      this.names.adopt(checked.saved.players, true);
    },
    warn: (key, message) => this.warnOnce(key, message),
  });
  private readonly aiControl = new AiController<S, M>(this, () => this.ai, (thinking) => this.announcer.later(thinking ? this.aiDelay + THINKING_ANNOUNCE_DELAY : null, () => this.statusText()));
  private readonly aiTurn = new AiTurnController<S, M>(this, this.aiControl, {
    position: () => this.session.state,
    args: () => [this.mode, this.aiSide, this.localSide, this.aiDepth, this.aiTime, this.disabled, this.seed],
    computerToMove: () => this.isAiTurn() && !this.disabled && !this.names.asking && !this.result,
    options: (position, own) => ({ depth: own ? this.aiDepth : undefined, timeMs: this.aiTime, seed: ((this.seed ?? this.session.seed) + position.ply * 7919) >>> 0 }),
    delayMs: () => this.aiDelay,
    play: (thought) => this.commit(thought.move, 'computer', thought.proven === 'win' && this.mode === 'vs-ai'),
    analysisWanted: () => this.wantsAnalysis() && !!this.ai.analyses && !this.result && !this.names.asking && !(this.isAiTurn() && !this.disabled),
    analysisTime: () => this.analysisTime,
  });

  /** The current position (read-only; use `play`, `undo`, `redo` and `reset` to change it). */
  get gameState(): S {
    return this.session.state;
  }

  /**
   * The moves played so far, in notation. Set it (or the `moves` attribute, e.g. `"b2 a1 c3"`) to
   * set up that position from the start; a list with an illegal move keeps its legal beginning,
   * with a warning.
   */
  @property({ noAccessor: true })
  get moves(): string[] {
    return this.session.moves;
  }
  set moves(value: string | readonly string[] | null | undefined) {
    this.pendingMoves = value == null ? [] : parseMoveList(value);
    // Before the first update the other attributes may not be read yet; apply once they are.
    if (this.hasUpdated) this.applyPendingMoves();
    this.requestUpdate();
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

  /** True while the computer is thinking about its move. */
  get thinking(): boolean {
    return this.aiControl.thinking;
  }

  /** Where the computer's last search ran: `worker`, or `main-thread` where workers are blocked. */
  get aiEngine(): 'worker' | 'main-thread' | undefined {
    return this.aiControl.engine;
  }

  /** Whether `undo()` would take a move back. */
  get canUndo(): boolean {
    return this.mode !== 'remote' && this.session.undoCount(this.undoPolicy()) > 0;
  }

  /** Whether `redo()` would replay a move. */
  get canRedo(): boolean {
    return this.mode !== 'remote' && this.session.future.length > 0;
  }

  /** Resolves once the computer has no move in progress (its moves, if any, are played and rendered). */
  get aiComplete(): Promise<void> {
    return this.aiControl.idle.then(() => this.updateComplete).then(() => undefined);
  }

  /** Starts a new game with the current attributes. */
  reset(): void {
    this.session.start(this.gameOptions());
    this.emit('new-game', {});
    this.settle();
  }

  /**
   * Plays a move given in the game's notation for the side to move (in `remote` mode: the
   * opponent's move). Throws `IllegalMoveError`, leaving the game unchanged, when the move is
   * illegal, the game is over, or it is not that side's turn. Works while `disabled`, which only
   * blocks the user's input.
   */
  play(notation: string): void {
    const s = this.session.state;
    if (typeof notation !== 'string') throw new IllegalMoveError(`play() takes a move in the game's notation, as text; got ${typeof notation}.`, notation);
    if (this.result) throw new IllegalMoveError('The game is over.', notation);
    if (this.isAiTurn()) throw new IllegalMoveError("It is the computer's turn.", notation);
    if (this.mode === 'remote' && s.turn === this.localSide) throw new IllegalMoveError("It is this board's turn; play() takes the opponent's moves.", notation);
    this.commit(this.rules.moveFromString(s, notation), this.mode === 'remote' ? 'remote' : 'script');
    this.aiTurn.sync();
  }

  /** Takes back the last move (against the computer: back to your previous turn, with its reply). Returns false when there is nothing to take back. */
  undo(): boolean {
    if (!this.canUndo) return false;
    this.session.undo(this.undoPolicy());
    this.settle();
    return true;
  }

  /** Replays the last move taken back (against the computer: up to your next turn), firing `move` again. Returns false when there is none. */
  redo(): boolean {
    if (!this.canRedo) return false;
    for (const record of this.session.redo(this.undoPolicy())) this.moved(record);
    this.aiTurn.sync();
    return true;
  }

  /**
   * Asks the computer for the best move of the side to move, highlights and announces it, and
   * resolves to it in notation; resolves to null when no hint can be given now (not your turn,
   * game over, or the position changed meanwhile).
   */
  async hint(): Promise<string | null> {
    if (this.inputBlocked() || this.names.asking) return null;
    const position = this.session.state;
    const move = await this.suggestMove();
    if (move === null) return null;
    const notation = this.rules.moveToString(position, move);
    this.hintMove = move;
    this.emit<HintEventDetail>('hint', { move: notation });
    void this.announce(this.text.hintIs(notation));
    return notation;
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
    // The session keeps the options as this board's attributes now give them, so no update restarts the game.
    this.session.adopt(checked, this.gameOptions());
    this.names.adopt(checked.saved.players, false);
    this.settle();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A board moved in the DOM picks up where it was, including the computer's turn.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.tones.close();
  }

  protected override willUpdate(_changed: PropertyValues<this>): void {
    this.validateAttributes();
    const options = this.gameOptions();
    if (JSON.stringify(options) !== this.session.optionsKey) this.session.start(options);
    if (this.pendingMoves) this.applyPendingMoves();
    const max = this.ai.maxDepth(this.session.state);
    this.checkAttribute('aiDepth', 'ai-depth', this.aiDepth === undefined || isIntInRange(this.aiDepth, 1, max), undefined, `an integer from 1 to ${max}`);
  }

  override render(): TemplateResult {
    const m = this.text;
    if (this.names.asking) {
      const fields = this.names.formSides().map((side) => ({ side, value: this.names.given(side) ?? '', fallback: side === 'first' ? m.player1 : m.player2, mark: this.sideMark(side) }));
      return renderNamesForm(m, fields, MAX_NAME_LENGTH, this.onNamesSubmit);
    }
    const s = this.session.state;
    const tally = this.session.tally;
    const plates = SIDES.map((side) => ({ side, name: this.playerName(side), score: this.sideScore(side), wins: tally[side] > 0 ? m.wins(tally[side]) : '', toMove: !this.result && s.turn === side, mark: this.renderSideMark(side) }));
    const pass = this.inputBlocked() ? null : this.passOf(s);
    return html`
      <div class="status" part="status">${this.statusText()}</div>
      ${this.onePlayer ? nothing : renderPlayers(m.players, plates)}
      <div
        class="board"
        part="board"
        role="grid"
        aria-label=${this.boardLabel()}
        aria-busy=${this.thinking ? 'true' : 'false'}
        aria-disabled=${this.disabled ? 'true' : 'false'}
        style=${this.boardStyle()}
        @keydown=${this.onGridKeydown}
        @focusin=${this.grid.onFocusin}
        @click=${{ handleEvent: (e: Event) => this.onBoardClickCapture(e), capture: true }}
      >
        ${this.renderGrid()}
      </div>
      ${renderControls(m, {
        game: this.renderControls(),
        pass: pass === null ? null : () => this.userMove(pass),
        hint: this.showHintButton ? () => void this.hint() : null,
        hintBlocked: this.inputBlocked() !== null,
        newGame: () => this.reset(),
        undo: this.mode === 'remote' ? null : { undo: () => this.undo(), redo: () => this.redo(), canUndo: this.canUndo, canRedo: this.canRedo },
        keysOpen: this.grid.helpOpen,
        toggleKeys: () => this.toggleHelp(),
      })}
      ${renderHelp(m.keysTitle, this.keyList(), this.grid.helpOpen)} ${this.showMoves ? renderMoveList(this.moves, m.moveList, m.noMoves) : nothing}
      ${this.announcer.render()}
    `;
  }

  /** The name of a side: its `first-player`/`second-player` name, or the default for the mode. */
  playerName(player: Player): string {
    return this.names.nameOf(player);
  }

  /** The computer's move for the user in the current position, or null when the position changed or the search was cancelled meanwhile. */
  protected async suggestMove(): Promise<M | null> {
    return (await this.suggestThought())?.move ?? null;
  }

  /** Like `suggestMove`, with what the computer knows about its move (proven, complete). */
  protected suggestThought(): Promise<Thought<M> | null> {
    return this.aiTurn.suggest();
  }

  /** Rows of cells for a rectangular board, each row a `role="row"`; `cell` renders one gridcell. */
  protected renderRows(rows: number, cols: number, cell: (row: number, col: number) => TemplateResult): TemplateResult[] {
    return renderRows(rows, cols, cell);
  }

  /** One gridcell with what every board's cells share: roving focus, label, parts (`cell` first), and a click that focuses and activates it. */
  protected renderGridCell(point: GridPoint, cell: GridCell, content: unknown): TemplateResult {
    const activate = () => {
      this.focusCell = point;
      this.activateCell(point);
    };
    return renderGridCell(point, cell, { tabIndex: this.tabIndexOf(point), boardDisabled: this.disabled, activate }, content);
  }

  /** Whether the board shows the analysis of the current position (`show-analysis`; a game may ask for it otherwise). */
  protected wantsAnalysis(): boolean {
    return this.showAnalysis;
  }

  /** One-player games (peg solitaire) have no opponent: no name plates, no computer turns; the AI only helps (hints, analysis). */
  protected get onePlayer(): boolean {
    return false;
  }

  /** Plays `move` for the user as the computer's (a one-player game finishing itself); throws `IllegalMoveError` when illegal. */
  protected playAsComputer(move: M): void {
    this.commit(move, 'computer');
  }

  /** The latest analysis (for `show-analysis`), with the position it values. */
  protected get analysis(): (Analysis<M> & { state: S }) | null {
    return this.aiTurn.analysis;
  }

  /** The analysed value of `move` in the current position, when `show-analysis` has one. */
  protected moveValue(move: M): MoveValue<M> | undefined {
    const s = this.session.state;
    if (!this.wantsAnalysis() || this.analysis?.state !== s) return undefined;
    const id = this.rules.moveToString(s, move);
    return this.analysis.values.find((v) => this.rules.moveToString(s, v.move) === id);
  }

  /** Whether the analysis of the current position is still being computed. */
  protected get analysing(): boolean {
    return this.wantsAnalysis() && this.aiTurn.analysing(this.session.state);
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

  /** Inline style of the board element (custom properties the game's layout needs). */
  protected boardStyle(): string {
    return '';
  }

  /** Game-specific buttons placed before the common ones. */
  protected renderControls(): TemplateResult | string {
    return '';
  }

  /** The pass the side to move must play in `state` because it has no other move, or null (always null in games without passing). The board then offers a Pass button and the `p` key. */
  protected passOf(_state: S): M | null {
    return null;
  }

  /** Descriptions of the game's own keys, listed by `?` before the common ones (by default the `keys` of its words). */
  protected gameKeys(): readonly string[] {
    return (this.w as { keys?: readonly string[] }).keys ?? [];
  }

  /** The short symbol of a side (X, O, Black...), or '' for games whose sides have none. */
  protected sideMark(_player: Player): string {
    return '';
  }

  /** A small picture of a side's pieces for its name plate. */
  protected renderSideMark(_player: Player): TemplateResult | typeof nothing {
    return nothing;
  }

  /** The sentence that announces a move to screen readers; games may say what it did (discs turned, a capture). */
  protected moveAnnouncement(before: S, _move: M, notation: string, _after: S): string {
    const name = this.playerName(before.turn);
    return this.passOf(before) !== null ? this.text.passed(name) : this.text.played(name, notation);
  }

  /** A side's score in games that count one (discs, captures, groups), or null. */
  protected sideScore(_player: Player): number | string | null {
    return null;
  }

  /** The name of a side with its mark, as the status line shows it ("Player 1 (X)"). */
  protected sideLabel(player: Player): string {
    const mark = this.sideMark(player);
    return mark ? `${this.playerName(player)} (${mark})` : this.playerName(player);
  }

  /** The status line: whose turn, thinking, or the result. */
  protected statusText(): string {
    const s = this.session.state;
    const { mode, aiSide, localSide, thinking, forcedWinSeen } = this;
    const facts = { result: this.result, mode, aiSide, localSide, thinking, forcedWinSeen, turn: s.turn, computerToMove: this.isAiTurn(), mustPass: this.passOf(s) !== null };
    return statusLine(this.text, { ...facts, label: (p) => this.sideLabel(p), name: (p) => this.playerName(p) });
  }

  /** Whether the side to move is played by the computer. */
  protected isAiTurn(): boolean {
    return !this.onePlayer && (this.mode === 'ai-vs-ai' || (this.mode === 'vs-ai' && this.session.state.turn === this.aiSide));
  }

  /** Why user input is refused right now (disabled, game over, not this board's turn), or null. */
  protected inputBlocked(): string | null {
    if (this.disabled) return 'The board is disabled.';
    if (this.result) return 'The game is over.';
    if (this.isAiTurn()) return "It is the computer's turn.";
    if (this.mode === 'remote' && this.session.state.turn !== this.localSide) return "It is the opponent's turn.";
    return null;
  }

  /** Plays a move chosen with the pointer or keyboard, or fires `invalid-move` when it may not be played. */
  protected userMove(move: M): boolean {
    try {
      const blocked = this.inputBlocked();
      if (blocked) throw new IllegalMoveError(blocked, move);
      this.commit(move, 'user');
      this.aiTurn.sync();
      return true;
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      this.emit<InvalidMoveEventDetail>('invalid-move', { move: this.describe(move), reason: e.message });
      return false;
    }
  }

  /** Drops any half-made selection (Esc, undo, new game). */
  protected clearSelection(): void {}

  /** Whether the grid has a cell at `point` (irregular boards override). */
  protected cellExists(point: GridPoint): boolean {
    const { rows, cols } = this.gridSize();
    return point.row >= 0 && point.row < rows && point.col >= 0 && point.col < cols;
  }

  /** Keys a game adds (digits, its own use of Enter...), seen before the common keys; return true when handled. */
  protected onBoardKey(_event: KeyboardEvent): boolean {
    return false;
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

  /** The last move played, or null at the start. */
  protected get lastMove(): M | null {
    return this.session.lastMove;
  }

  /** Announces `text` in the live region; a repeated text is spoken again. */
  protected announce(text: string): Promise<void> {
    return this.announcer.announce(text);
  }

  /** Fires a bubbling, composed event (documented with `@fires` on the class). */
  protected emit<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }

  /** The game being played; the first use starts it with the validated attributes. */
  private get session(): GameSession<S, M, O> {
    if (!this.game) {
      this.validateAttributes();
      this.game = new GameSession(this.rules, this.gameOptions(), () => this.positionChanged());
    }
    return this.game;
  }

  /** Clears what belongs to one position (selection, hint, the computer's boast) and marks the game for saving. */
  private positionChanged(): void {
    this.forcedWinSeen = false;
    this.hintMove = null;
    this.persistence.changed();
    this.clearSelection();
    this.requestUpdate();
  }

  /** Plays `move`; `forcedWin` is set when the computer plays it having seen a forced win. */
  private commit(move: M, source: MoveSource, forcedWin = false): void {
    const record = this.session.commit(move, source);
    // A hint or analysis of the old position is now stale.
    this.aiTurn.cancelStale();
    this.forcedWinSeen = forcedWin;
    this.moved(record);
  }

  /** Turns a committed move into its events, its announcement and its tone. */
  private moved(r: MoveRecord<S, M>): void {
    this.emit<MoveEventDetail>('move', { move: r.notation, player: r.before.turn, ply: r.after.ply, byAi: r.source === 'computer', source: r.source });
    void this.announce(`${this.moveAnnouncement(r.before, r.move, r.notation, r.after)} ${this.statusText()}${r.result ? ` ${this.text.newGameHint}` : ''}`);
    if (this.sound) this.tones.play(r.result ? this.resultCue(r.result) : r.before.turn);
    if (!r.result) return;
    const detail: GameOverEventDetail = { winner: r.result.winner, reason: r.result.reason };
    if (r.result.score) detail.score = r.result.score;
    this.emit<GameOverEventDetail>('game-over', detail);
  }

  /** After a change that is not a move (new game, undo, a loaded game): drops stale searches, says where the game stands, lets the computer move. */
  private settle(): void {
    this.aiTurn.cancelStale();
    void this.announce(this.statusText());
    this.aiTurn.sync();
  }

  private resultCue(result: Result): 'win' | 'loss' | 'draw' {
    if (result.winner === null) return 'draw';
    const mine = this.mode === 'vs-ai' ? opponent(this.aiSide) : this.mode === 'remote' ? this.localSide : result.winner;
    return result.winner === mine ? 'win' : 'loss';
  }

  /** Against the computer, undo takes its reply back with your move. */
  private undoPolicy(): UndoPolicy {
    return { computer: this.mode === 'vs-ai' ? this.aiSide : null };
  }

  private applyPendingMoves(): void {
    const list = this.pendingMoves ?? [];
    this.pendingMoves = undefined;
    const error = this.session.setMoves(list);
    if (error) this.warnOnce(`moves=${list.join(' ')}`, `moves: ${error.message} Keeping the ${this.session.past.length} legal moves before it.`);
    if (this.hasUpdated) this.settle();
    else this.aiTurn.sync();
  }

  /** `move` in notation for an `invalid-move` event, or as it came when it has none. */
  private describe(move: M): string {
    try {
      return this.rules.moveToString(this.session.state, move);
    } catch {
      return String(move);
    }
  }

  private keyList(): string[] {
    return [...this.gameKeys(), ...this.text.commonKeys];
  }

  private toggleHelp(): void {
    this.grid.helpOpen = !this.grid.helpOpen;
    if (this.grid.helpOpen) void this.announce([this.text.keysTitle, ...this.keyList()].join('. '));
  }

  private onNamesSubmit = (e: SubmitEvent): void => {
    e.preventDefault();
    this.names.submit(new FormData(e.currentTarget as HTMLFormElement));
    this.persistence.changed();
    void this.updateComplete.then(() => {
      void this.announce(this.statusText());
      void this.grid.focusOn(this.grid.focus);
    });
  };

  private onBoardClickCapture(e: Event): void {
    // After the end, one click on the board starts a new game (as in seed 001).
    if (this.result && !this.disabled) {
      e.stopPropagation();
      this.reset();
    }
  }

  private onGridKeydown = (e: KeyboardEvent): void => {
    if (e.altKey || e.metaKey || this.grid.navigate(e) || e.ctrlKey) return;
    const enter = e.key === 'Enter' || e.key === ' ';
    // After the end, Enter and Space start a new game whatever the game does with them.
    if (!(this.result && enter) && this.onBoardKey(e)) return e.preventDefault();
    const command = this.keyCommands[e.key];
    if (!command) return;
    if (enter) e.preventDefault();
    void command();
  };

  /** The common keys besides the arrows; the key list says what each does. */
  private readonly keyCommands: Readonly<Record<string, () => unknown>> = {
    Enter: () => (this.result && !this.disabled ? this.reset() : this.activateCell(this.grid.focus)),
    ' ': () => this.keyCommands['Enter']!(),
    Escape: () => {
      this.clearSelection();
      this.hintMove = null;
      this.grid.helpOpen = false;
    },
    p: () => {
      const pass = this.passOf(this.session.state);
      if (pass !== null) this.userMove(pass);
    },
    u: () => this.undo(),
    n: () => this.reset(),
    s: () => this.announce(this.statusText()),
    h: () => this.hint(),
    '?': () => this.toggleHelp(),
  };
}
