import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AiLink, AiOptions, Analysis, MoveValue, Thought } from '../core/ai.js';
import { type BaseState, type Game, IllegalMoveError, type Player, type Result, isIntInRange, opponent } from '../core/game.js';
import { type Replay, type ReplayedMove, parseMoveList, replay, replayPrefix } from '../core/replay.js';
import { randomSeed } from '../core/rng.js';
import { InvalidSavedGameError, SAVE_FORMAT, SAVE_VERSION, type SavedGame, parseSavedGame } from '../core/saved-game.js';
import { AiController, isAbortError } from './ai-controller.js';
import type { GameOverEventDetail, HintEventDetail, InvalidMoveEventDetail, MoveEventDetail, MoveSource } from './events.js';
import { type GridPoint, navigate } from './grid-navigation.js';
import { type Language, type Messages, langOf, languageOf, messages } from './messages.js';
import { Tones } from './sound.js';
import { baseStyles } from './styles.js';

/** Who plays the two sides. */
export type Mode = 'vs-ai' | 'two-player' | 'ai-vs-ai' | 'remote';

const MODES: readonly Mode[] = ['vs-ai', 'two-player', 'ai-vs-ai', 'remote'];

/** The colour themes: follow the reader's preference, or fix light or dark colours. */
export type Theme = 'auto' | 'light' | 'dark';

const THEMES: readonly Theme[] = ['auto', 'light', 'dark'];
const SIDES: readonly Player[] = ['first', 'second'];
/** The computer's search is announced only when it takes longer than this (ms). */
const THINKING_ANNOUNCE_DELAY = 1000;
/** Longest piece of an analysis: a move made meanwhile waits at most this long for the worker. */
const ANALYSIS_SLICE_MS = 250;
/** Longest player name kept; longer names are cut. */
const MAX_NAME_LENGTH = 40;

/** A bubbling, composed event; the events themselves are documented with `@fires` on the class. */
function boardEvent<T>(type: string, detail: T): CustomEvent<T> {
  return new CustomEvent<T>(type, { detail, bubbles: true, composed: true });
}

/** One played move, with the position it was played from. */
interface HistoryEntry<S, M> extends ReplayedMove<S, M> {
  source: MoveSource;
}

/**
 * The base of every two-player board: attributes, game state, history, the computer opponent
 * (in a Web Worker), events, names, languages, saved games, the status line, the live region and
 * the keyboard grid. A game's element adds its rules, its AI, its words and its rendering.
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
export abstract class GameBoard<S extends BaseState, M, O, W extends object = object> extends LitElement {
  /** @internal */
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  static override styles = [baseStyles];

  /** Who plays: `vs-ai` (you against the computer, the default), `two-player`, `ai-vs-ai`, or `remote` (the opponent's moves arrive through `play()`). */
  @property({ reflect: true }) mode: Mode = 'vs-ai';

  /** The colours: `auto` (the default) follows the reader's light or dark preference; `light` or `dark` fixes them. */
  @property() theme: Theme = 'auto';

  /** The computer's side in `vs-ai` mode: `first` (the computer begins) or `second` (default). */
  @property({ attribute: 'ai-side' }) aiSide: Player = 'second';

  /** The side played on this board in `remote` mode: `first` (default) or `second`. */
  @property({ attribute: 'local-side' }) localSide: Player = 'first';

  /** The computer's strength: search depth from 1 to the game's maximum. Unset means the maximum, the strongest play. */
  @property({ attribute: 'ai-depth', type: Number }) aiDepth?: number;

  /** Time the computer may think per move, in milliseconds (default 2000). */
  @property({ attribute: 'ai-time', type: Number }) aiTime = 2000;

  /** Pause before the computer's move appears, in milliseconds (default 400), so each move can be seen. */
  @property({ attribute: 'ai-delay', type: Number }) aiDelay = 400;

  /** Seed of the computer's random choices; set it to replay the same games. */
  @property({ type: Number }) seed?: number;

  /** Blocks all input and pauses the computer. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Name of the first player (default "Player 1", or "You"/"Computer" against the computer). Shown as text, never as HTML. */
  @property({ attribute: 'first-player' }) firstPlayer?: string;

  /** Name of the second player (default "Player 2", or "You"/"Computer" against the computer). */
  @property({ attribute: 'second-player' }) secondPlayer?: string;

  /** Opens with a form asking the players' names. */
  @property({ attribute: 'ask-names', type: Boolean }) askNames = false;

  /** Shows the list of moves played, in the game's notation. */
  @property({ attribute: 'show-moves', type: Boolean }) showMoves = false;

  /** Shows a Hint button (the `h` key works without it). */
  @property({ attribute: 'show-hint-button', type: Boolean }) showHintButton = false;

  /** Turns off the legal-move hints (hover previews, highlighted targets). */
  @property({ attribute: 'hide-hints', type: Boolean, reflect: true }) hideHints = false;

  /** Plays short tones for moves and results (off by default). */
  @property({ type: Boolean }) sound = false;

  /** Shows the computer's value of every legal move on the board, in games whose AI can analyse. */
  @property({ attribute: 'show-analysis', type: Boolean, reflect: true }) showAnalysis = false;

  /** Time budget of one analysis in milliseconds (it runs in the worker, never blocking the page). */
  @property({ attribute: 'analysis-time', type: Number }) analysisTime = 20000;

  /** Saves the game in the browser's storage under this key after every move and resumes it on reload. */
  @property() persist?: string;

  /** Replaces any of the board's texts, e.g. `{newGame: 'Again'}`; see the game's words for the keys. */
  @property({ attribute: false }) strings: Partial<Messages & W> = {};

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

  @state() private current!: S;
  @state() private past: HistoryEntry<S, M>[] = [];
  @state() private future: HistoryEntry<S, M>[] = [];
  @state() private announcement = '';
  @state() private helpOpen = false;
  @state() private namesDone = false;
  @state() private tally: Record<Player, number> = { first: 0, second: 0 };
  /** The keyboard focus in the grid (roving tabindex). */
  @state() protected focusCell: GridPoint = { row: 0, col: 0 };
  /** Set when the computer has announced that it sees a forced win. */
  @state() protected forcedWinSeen = false;
  /** The move suggested by `hint()`, shown until the position changes. */
  @state() protected hintMove: M | null = null;
  /** The latest analysis of the current position (for `show-analysis`), or null. */
  @state() protected analysis: (Analysis<M> & { state: S }) | null = null;

  private readonly aiControl: AiController<S, M>;
  private readonly tones = new Tones();
  private optionsKey = '';
  private warned = new Set<string>();
  private refocus = false;
  private gameSeed = randomSeed();
  private pendingMoves: string[] | undefined;
  private restoredKey: string | undefined;
  private dirty = false;
  /** Whether the current game's result is counted in the tally (so undo can take it back). */
  private counted: Player | null = null;
  private thinkingTimer: ReturnType<typeof setTimeout> | undefined;
  /** The position an analysis was last asked for, so each position is analysed once. */
  private analysed: S | undefined;
  private textCache: { lang: Language; strings: object; m: Messages; w: W } | undefined;

  constructor() {
    super();
    this.aiControl = new AiController<S, M>(this, () => this.ai, (thinking) => this.onThinkingChange(thinking));
  }

  /** The current position (read-only; use `play`, `undo`, `redo` and `reset` to change it). */
  get gameState(): S {
    this.ensureGame();
    return this.current;
  }

  /**
   * The moves played so far, in notation. Set it (or the `moves` attribute, e.g. `"b2 a1 c3"`) to
   * set up that position from the start; a list with an illegal move keeps its legal beginning,
   * with a warning.
   */
  @property({ noAccessor: true })
  get moves(): string[] {
    return this.past.map((e) => e.notation);
  }
  set moves(value: string | readonly string[] | null | undefined) {
    this.pendingMoves = value == null ? [] : parseMoveList(value);
    // Before the first update the other attributes may not be read yet; apply once they are.
    if (this.hasUpdated) this.applyPendingMoves();
    this.requestUpdate();
  }

  /** The result, or `null` while the game goes on. */
  get result(): Result | null {
    this.ensureGame();
    return this.rules.result(this.current);
  }

  /** The moves the side to move may play now, in notation (empty once the game is over). */
  get legalMoves(): string[] {
    this.ensureGame();
    if (this.rules.result(this.current)) return [];
    return this.rules.legalMoves(this.current).map((m) => this.rules.moveToString(this.current, m));
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
    return this.undoCount() > 0;
  }

  /** Whether `redo()` would replay a move. */
  get canRedo(): boolean {
    return this.mode !== 'remote' && this.future.length > 0;
  }

  /** Resolves once the computer has no move in progress (its moves, if any, are played and rendered). */
  get aiComplete(): Promise<void> {
    return this.aiControl.idle.then(() => this.updateComplete).then(() => undefined);
  }

  /** Starts a new game with the current attributes. */
  reset(): void {
    this.startGame(this.gameOptions());
    this.emit('new-game', {});
    this.announce(this.statusText());
    this.scheduleAi();
  }

  /**
   * Plays a move given in the game's notation for the side to move (in `remote` mode: the
   * opponent's move). Throws `IllegalMoveError`, leaving the game unchanged, when the move is
   * illegal, the game is over, or it is not that side's turn. Works while `disabled`, which only
   * blocks the user's input.
   */
  play(notation: string): void {
    this.ensureGame();
    if (typeof notation !== 'string') throw new IllegalMoveError(`play() takes a move in the game's notation, as text; got ${typeof notation}.`, notation);
    if (this.result) throw new IllegalMoveError('The game is over.', notation);
    if (this.isAiTurn()) throw new IllegalMoveError("It is the computer's turn.", notation);
    if (this.mode === 'remote' && this.current.turn === this.localSide) {
      throw new IllegalMoveError("It is this board's turn; play() takes the opponent's moves.", notation);
    }
    this.commit(this.rules.moveFromString(this.current, notation), this.mode === 'remote' ? 'remote' : 'script');
    this.scheduleAi();
  }

  /** Takes back the last move (against the computer: back to your previous turn, with its reply). Returns false when there is nothing to take back. */
  undo(): boolean {
    const n = this.undoCount();
    if (n === 0) return false;
    this.aiControl.abort();
    if (this.counted) {
      this.tally = { ...this.tally, [this.counted]: this.tally[this.counted] - 1 };
      this.counted = null;
    }
    const taken = this.past.splice(this.past.length - n, n);
    this.future = [...taken, ...this.future];
    this.past = [...this.past];
    this.current = taken[0]!.before;
    this.positionChanged();
    this.announce(this.statusText());
    this.scheduleAi();
    return true;
  }

  /** Replays the last move taken back (against the computer: up to your next turn), firing `move` again. Returns false when there is none. */
  redo(): boolean {
    if (!this.canRedo) return false;
    this.aiControl.abort();
    do {
      const [entry, ...rest] = this.future;
      this.future = rest;
      this.commit(entry!.move, entry!.source, true);
    } while (this.future.length > 0 && this.isAiTurn() && this.mode === 'vs-ai');
    this.scheduleAi();
    return true;
  }

  /**
   * Asks the computer for the best move of the side to move, highlights and announces it, and
   * resolves to it in notation; resolves to null when no hint can be given now (not your turn,
   * game over, or the position changed meanwhile).
   */
  async hint(): Promise<string | null> {
    this.ensureGame();
    if (this.inputBlocked() || this.askingNames()) return null;
    const position = this.current;
    const move = await this.suggestMove();
    if (move === null) return null;
    const notation = this.rules.moveToString(position, move);
    this.hintMove = move;
    this.emit<HintEventDetail>('hint', { move: notation });
    void this.announce(this.text.hintIs(notation));
    return notation;
  }

  /** The computer's move for the user in the current position, or null when the position changed or the search was cancelled meanwhile. */
  protected async suggestMove(): Promise<M | null> {
    return (await this.suggestThought())?.move ?? null;
  }

  /** Like `suggestMove`, with what the computer knows about its move (proven, complete). */
  protected async suggestThought(): Promise<Thought<M> | null> {
    const position = this.current;
    try {
      const thought = await this.aiControl.suggest(position, this.aiOptions(position, undefined));
      return position === this.current ? thought : null;
    } catch (e) {
      if (isAbortError(e)) return null;
      throw e;
    }
  }

  /** The whole game as JSON-ready data: options, moves, moves taken back, names. */
  export(): SavedGame<O> {
    this.ensureGame();
    const saved: SavedGame<O> = {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      game: this.rules.id,
      options: JSON.parse(this.optionsKey) as Partial<O>,
      moves: this.moves,
      undone: this.future.map((e) => e.notation),
    };
    const players: Partial<Record<Player, string>> = {};
    if (this.firstPlayer) players.first = this.firstPlayer;
    if (this.secondPlayer) players.second = this.secondPlayer;
    if (Object.keys(players).length > 0 || (this.askNames && this.namesDone)) saved.players = players;
    return saved;
  }

  /**
   * Loads a game made by `export()` (the object or its JSON text), including its options and names.
   * Throws `InvalidSavedGameError`, leaving the game unchanged, when the data is not a valid game
   * of this board.
   */
  import(data: SavedGame<O> | string): void {
    this.ensureGame();
    const saved = parseSavedGame<O>(data, this.rules.id);
    const problem = this.rules.validateOptions(saved.options);
    if (problem) throw new InvalidSavedGameError(`The saved game's options are not valid: ${problem}`);
    const game = this.replaySaved(saved);
    this.applyOptions(saved.options);
    this.adoptSaved(saved, game, false);
    this.announce(this.statusText());
    this.scheduleAi();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A board moved in the DOM picks up where it was, including the computer's turn.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.clearThinkingTimer();
    this.tones.close();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.validateAttributes();
    const options = this.gameOptions();
    const key = JSON.stringify(options);
    if (key !== this.optionsKey) this.startGame(options);
    if (this.pendingMoves) this.applyPendingMoves();
    if (this.persist && this.restoredKey !== this.persist) {
      this.restoredKey = this.persist;
      this.restoreSaved();
    }
    this.validateDepth();
    if (changed.has('mode') || changed.has('aiSide') || changed.has('localSide') || changed.has('aiDepth') || changed.has('aiTime') || changed.has('disabled') || changed.has('seed')) {
      this.aiControl.abort();
    }
    // A re-render may remove the focused cell (a Nim piece taken) or replace its element: keep the
    // keyboard user inside the grid, on the same cell when it still exists.
    this.refocus = this.shadowRoot?.activeElement?.getAttribute('role') === 'gridcell';
    if (!this.cellExists(this.focusCell)) this.focusCell = this.nearestCell(this.focusCell);
    // Attribute changes (mode, ai-side, disabled...) may hand the move to the computer.
    this.scheduleAi();
  }

  protected override updated(): void {
    if (this.refocus) {
      this.refocus = false;
      const cell = this.cellElement(this.focusCell);
      if (cell && this.shadowRoot!.activeElement !== cell) cell.focus();
    }
    if (this.dirty) {
      this.dirty = false;
      this.save();
    }
    this.scheduleAnalysis();
  }

  /** Rows of cells for a rectangular board, each row a `role="row"`; `cell` renders one gridcell. */
  protected renderRows(rows: number, cols: number, cell: (row: number, col: number) => TemplateResult): TemplateResult[] {
    return Array.from({ length: rows }, (_, row) => html`<div class="row" role="row">${Array.from({ length: cols }, (_, col) => cell(row, col))}</div>`);
  }

  /**
   * One cell of the grid with what every board's cells share: focus (roving tabindex), its label,
   * its parts (`cell` first), and a click that focuses and activates it. `hover` hears the
   * pointer entering (true) and leaving (false), for previews.
   */
  protected renderGridCell(
    point: GridPoint,
    cell: { classes?: string; parts: readonly (string | false)[]; label: string; disabled: boolean; hover?: (inside: boolean) => void; style?: string },
    content: unknown,
  ): TemplateResult {
    const hover = cell.hover;
    return html`<div
      class="cell ${cell.classes ?? ''}"
      part=${['cell', ...cell.parts].filter(Boolean).join(' ')}
      role="gridcell"
      data-row=${point.row}
      data-col=${point.col}
      style=${cell.style ?? ''}
      tabindex=${this.tabIndexOf(point)}
      aria-label=${cell.label}
      aria-disabled=${cell.disabled || this.disabled ? 'true' : 'false'}
      @click=${() => {
        this.focusCell = point;
        this.activateCell(point);
      }}
      @pointerenter=${hover ? () => hover(true) : undefined}
      @pointerleave=${hover ? () => hover(false) : undefined}
    >
      ${content}
    </div>`;
  }

  /** Whether the board shows the analysis of the current position (`show-analysis`; a game may ask for it otherwise). */
  protected wantsAnalysis(): boolean {
    return this.showAnalysis;
  }

  /**
   * One-player games (peg solitaire) have no opponent: no name plates, no computer turns, and
   * `mode` and `ai-side` do not apply; the AI only helps (hints, analysis).
   */
  protected get onePlayer(): boolean {
    return false;
  }

  /** Plays `move` for the user as the computer's (a one-player game finishing itself); throws `IllegalMoveError` when illegal. */
  protected playAsComputer(move: M): void {
    this.commit(move, 'computer');
  }

  /** The analysed value of `move` in the current position, when `show-analysis` has one. */
  protected moveValue(move: M): MoveValue<M> | undefined {
    if (!this.wantsAnalysis() || this.analysis?.state !== this.current) return undefined;
    const id = this.rules.moveToString(this.current, move);
    return this.analysis.values.find((v) => this.rules.moveToString(this.current, v.move) === id);
  }

  /** Whether the analysis of the current position is still being computed. */
  protected get analysing(): boolean {
    return this.wantsAnalysis() && this.analysed === this.current && !(this.analysis?.state === this.current && this.analysis.complete);
  }

  override render(): TemplateResult {
    const m = this.text;
    if (this.askingNames()) return this.renderNamesForm();
    const remote = this.mode === 'remote';
    return html`
      <div class="status" part="status">${this.statusText()}</div>
      ${this.onePlayer ? nothing : this.renderPlayers()}
      <div
        class="board"
        part="board"
        role="grid"
        aria-label=${this.boardLabel()}
        aria-busy=${this.thinking ? 'true' : 'false'}
        aria-disabled=${this.disabled ? 'true' : 'false'}
        style=${this.boardStyle()}
        @keydown=${this.onGridKeydown}
        @focusin=${this.onGridFocusin}
        @click=${{ handleEvent: (e: Event) => this.onBoardClickCapture(e), capture: true }}
      >
        ${this.renderGrid()}
      </div>
      <div class="controls" part="controls">
        ${this.renderPassButton()} ${this.renderControls()}
        ${this.showHintButton
          ? html`<button type="button" part="button hint-button" ?disabled=${this.inputBlocked() !== null} @click=${() => void this.hint()}>${m.hint}</button>`
          : nothing}
        <button type="button" part="button new-game" @click=${() => this.reset()}>${m.newGame}</button>
        ${remote
          ? nothing
          : html`<button type="button" part="button undo" ?disabled=${!this.canUndo} @click=${() => this.undo()}>${m.undo}</button>
              <button type="button" part="button redo" ?disabled=${!this.canRedo} @click=${() => this.redo()}>${m.redo}</button>`}
        <button type="button" part="button keys-button" aria-expanded=${this.helpOpen ? 'true' : 'false'} aria-controls="help" @click=${() => this.toggleHelp()}>
          ${m.keys}
        </button>
      </div>
      ${this.renderHelp()} ${this.showMoves ? this.renderMoveList() : nothing}
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    `;
  }

  /** The shared texts in the board's language, with `strings` applied. */
  protected get text(): Messages {
    return this.texts().m;
  }

  /** The game's own words in the board's language, with `strings` applied. */
  protected get w(): W {
    return this.texts().w;
  }

  /** The built-in language in use, from `lang` on the board or its nearest ancestor. */
  protected get language(): Language {
    return languageOf(langOf(this));
  }

  /** Inline style of the board element (custom properties the game's layout needs). */
  protected boardStyle(): string {
    return '';
  }

  /** Game-specific buttons placed before the common ones. */
  protected renderControls(): TemplateResult | string {
    return '';
  }

  /**
   * The pass the side to move must play in `state` because it has no other move, or null (always
   * null in games without passing). The board then offers a Pass button and the `p` key.
   */
  protected passOf(_state: S): M | null {
    return null;
  }

  /** The Pass button, while the user has no move but to pass. */
  private renderPassButton(): TemplateResult | typeof nothing {
    const pass = this.passOf(this.current);
    if (pass === null || this.inputBlocked()) return nothing;
    return html`<button type="button" part="button pass-button" @click=${() => this.userMove(pass)}>${this.text.pass}</button>`;
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

  /** The name of a side: its `first-player`/`second-player` name, or the default for the mode. */
  playerName(player: Player): string {
    const given = (player === 'first' ? this.firstPlayer : this.secondPlayer)?.trim();
    if (given) return given.slice(0, MAX_NAME_LENGTH);
    const m = this.text;
    if (this.mode === 'vs-ai') return player === this.aiSide ? m.computer : m.you;
    if (this.mode === 'remote') return player === this.localSide ? m.you : m.opponent;
    return player === 'first' ? m.player1 : m.player2;
  }

  /** The name of a side with its mark, as the status line shows it ("Player 1 (X)"). */
  protected sideLabel(player: Player): string {
    const mark = this.sideMark(player);
    return mark ? `${this.playerName(player)} (${mark})` : this.playerName(player);
  }

  /** Validates this element's own attributes; subclasses call `super` and `checkAttribute` for theirs. */
  protected validateAttributes(): void {
    this.checkAttribute('mode', 'mode', MODES.includes(this.mode), 'vs-ai', MODES.join(', '));
    this.checkAttribute('theme', 'theme', THEMES.includes(this.theme), 'auto', THEMES.join(', '));
    this.checkAttribute('aiSide', 'ai-side', SIDES.includes(this.aiSide), 'second', 'first or second');
    this.checkAttribute('localSide', 'local-side', SIDES.includes(this.localSide), 'first', 'first or second');
    this.checkAttribute('aiTime', 'ai-time', isIntInRange(this.aiTime, 1, 600000), 2000, 'milliseconds from 1 to 600000');
    this.checkAttribute('aiDelay', 'ai-delay', isIntInRange(this.aiDelay, 0, 60000), 400, 'milliseconds from 0 to 60000');
    this.checkAttribute('analysisTime', 'analysis-time', isIntInRange(this.analysisTime, 1, 600000), 20000, 'milliseconds from 1 to 600000');
    this.checkAttribute('seed', 'seed', this.seed === undefined || Number.isFinite(this.seed), undefined, 'a number');
  }

  /** Puts `fallback` in place of an invalid value, with one console warning per bad value. */
  protected checkAttribute<K extends keyof this>(prop: K, attribute: string, ok: boolean, fallback: this[K], expected: string): void {
    // A removed attribute reads as null: it asks for the default, which is no mistake.
    if (this[prop] === null) {
      this[prop] = fallback;
      return;
    }
    if (ok) return;
    this.warnOnce(`${attribute}=${String(this[prop])}`, `invalid ${attribute}="${String(this[prop])}" (expected ${expected}); using ${fallback === undefined ? 'the default' : `"${String(fallback)}"`}.`);
    this[prop] = fallback;
  }

  /** One console warning per distinct problem. */
  protected warnOnce(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(`<${this.localName}>: ${message}`);
  }

  /** The status line: whose turn, thinking, or the result. */
  protected statusText(): string {
    const m = this.text;
    const r = this.result;
    if (r) {
      if (r.winner === null) return m.draw;
      if (this.mode === 'vs-ai') return r.winner === this.aiSide ? m.youLose : m.youWin;
      if (this.mode === 'remote') return r.winner === this.localSide ? m.youWin : m.youLose;
      return m.sideWins(this.sideLabel(r.winner));
    }
    const turn = this.current.turn;
    if (this.thinking) return this.mode === 'vs-ai' ? m.thinking : m.sideThinking(this.sideLabel(turn));
    // The computer is to move but paused (disabled): say whose move it is, not "your turn".
    if (this.isAiTurn()) return m.sideToMove(this.sideLabel(turn));
    if (this.mode === 'remote' && turn !== this.localSide) return m.waitingFor(this.playerName(turn));
    if (this.passOf(this.current) !== null) return m.mustPass(this.sideLabel(turn));
    if (this.mode === 'vs-ai' || this.mode === 'remote') return this.forcedWinSeen ? `${m.yourTurn}. ${m.forcedWinSeen}` : m.yourTurn;
    return m.sideToMove(this.sideLabel(turn));
  }

  /** Whether the side to move is played by the computer. */
  protected isAiTurn(): boolean {
    if (this.onePlayer) return false;
    if (this.mode === 'ai-vs-ai') return true;
    return this.mode === 'vs-ai' && this.current.turn === this.aiSide;
  }

  /** Why user input is refused right now (disabled, game over, not this board's turn), or null. */
  protected inputBlocked(): string | null {
    if (this.disabled) return 'The board is disabled.';
    if (this.result) return 'The game is over.';
    if (this.isAiTurn()) return "It is the computer's turn.";
    if (this.mode === 'remote' && this.current.turn !== this.localSide) return "It is the opponent's turn.";
    return null;
  }

  /** Plays a move chosen with the pointer or keyboard, or fires `invalid-move` when it may not be played. */
  protected userMove(move: M): boolean {
    const reason = this.inputBlocked();
    const describe = () => {
      try {
        return this.rules.moveToString(this.current, move);
      } catch {
        return String(move);
      }
    };
    if (reason) {
      this.emit<InvalidMoveEventDetail>('invalid-move', { move: describe(), reason });
      return false;
    }
    try {
      this.commit(move, 'user');
      this.scheduleAi();
      return true;
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      this.emit<InvalidMoveEventDetail>('invalid-move', { move: describe(), reason: e.message });
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

  /** The roving tabindex of the cell at `point`. */
  protected tabIndexOf(point: GridPoint): number {
    return point.row === this.focusCell.row && point.col === this.focusCell.col ? 0 : -1;
  }

  /** The last move played, or null at the start. */
  protected get lastMove(): M | null {
    return this.past.at(-1)?.move ?? null;
  }

  /** Moves the keyboard focus to a cell, rendering first. */
  protected async focusOn(point: GridPoint): Promise<void> {
    this.focusCell = point;
    await this.updateComplete;
    this.cellElement(point)?.focus();
  }

  /** The element of the cell at `point`, if rendered. */
  protected cellElement(point: GridPoint): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>(`[data-row="${point.row}"][data-col="${point.col}"]`);
  }

  /** Announces `text` in the live region; a repeated text is spoken again. */
  protected async announce(text: string): Promise<void> {
    this.announcement = '';
    await this.updateComplete;
    this.announcement = text;
  }

  /** Fires a bubbling, composed event. */
  protected emit<T>(type: string, detail: T): void {
    this.dispatchEvent(boardEvent(type, detail));
  }

  private texts(): { m: Messages; w: W } {
    const lang = this.language;
    const cached = this.textCache;
    if (cached && cached.lang === lang && cached.strings === this.strings) return cached;
    const strings = (this.strings ?? {}) as Partial<Messages & W>;
    const m = { ...messages[lang] } as Messages;
    const w = { ...this.words[lang] } as W;
    for (const [k, v] of Object.entries(strings)) {
      if (v === undefined) continue;
      if (k in m) (m as unknown as Record<string, unknown>)[k] = v;
      else (w as Record<string, unknown>)[k] = v;
    }
    this.textCache = { lang, strings: this.strings, m, w };
    return this.textCache;
  }

  private ensureGame(): void {
    if (this.optionsKey === '') {
      this.validateAttributes();
      this.startGame(this.gameOptions());
    }
  }

  private startGame(options: Partial<O>): void {
    this.aiControl.abort();
    this.optionsKey = JSON.stringify(options);
    this.current = this.rules.newGame(options);
    this.past = [];
    this.future = [];
    this.counted = null;
    this.gameSeed = randomSeed();
    this.positionChanged();
  }

  /** Clears what belongs to one position: selection, hint, the computer's boast. */
  private positionChanged(): void {
    this.forcedWinSeen = false;
    this.hintMove = null;
    this.dirty = true;
    this.clearSelection();
  }

  /** Makes a replayed game current: its first `played` moves on the board, the rest ready for redo. */
  private loadLine(game: Replay<S, M>, played: number, source: MoveSource): void {
    this.aiControl.abort();
    const entries = game.line.map((e) => ({ ...e, source }));
    this.optionsKey = JSON.stringify(this.gameOptions());
    this.past = entries.slice(0, played);
    this.future = entries.slice(played);
    this.current = played < entries.length ? entries[played]!.before : game.state;
    this.counted = null;
    this.positionChanged();
  }

  /** Replays a saved game's moves and undone moves; throws `InvalidSavedGameError` when they are not legal. */
  private replaySaved(saved: SavedGame<O>): Replay<S, M> {
    try {
      return replay(this.rules, saved.options, [...saved.moves, ...saved.undone]);
    } catch (e) {
      throw new InvalidSavedGameError(e instanceof Error ? e.message : String(e));
    }
  }

  /** Makes a checked saved game current, with its names; with `keepNames`, names set on the board win. */
  private adoptSaved(saved: SavedGame<O>, game: Replay<S, M>, keepNames: boolean): void {
    this.loadLine(game, saved.moves.length, 'script');
    for (const side of SIDES) {
      const name = saved.players?.[side];
      const prop = side === 'first' ? 'firstPlayer' : 'secondPlayer';
      if (name !== undefined && !(keepNames && this[prop] !== undefined)) this[prop] = name;
    }
    if (saved.players) this.namesDone = true;
  }

  private applyPendingMoves(): void {
    const list = this.pendingMoves ?? [];
    this.pendingMoves = undefined;
    this.ensureGame();
    const options = JSON.parse(this.optionsKey) as Partial<O>;
    const r = replayPrefix(this.rules, options, list);
    if (r.error) this.warnOnce(`moves=${list.join(' ')}`, `moves: ${r.error.message} Keeping the ${r.line.length} legal moves before it.`);
    this.loadLine(r, r.line.length, 'script');
    if (this.hasUpdated) this.announce(this.statusText());
    this.scheduleAi();
  }

  private storageKey(): string {
    return `board-game-elements:${this.rules.id}:${this.persist}`;
  }

  private restoreSaved(): void {
    let text: string | null;
    try {
      text = globalThis.localStorage?.getItem(this.storageKey()) ?? null;
    } catch (e) {
      this.warnOnce('storage', `cannot read saved games (${e instanceof Error ? e.message : String(e)}); the game is not saved.`);
      return;
    }
    if (text === null) return;
    try {
      const saved = parseSavedGame<O>(text, this.rules.id);
      if (JSON.stringify(saved.options) !== this.optionsKey) {
        this.warnOnce('saved-options', `the game saved under "${this.persist}" has other options than this board; starting a new game.`);
        return;
      }
      this.adoptSaved(saved, this.replaySaved(saved), true);
    } catch (e) {
      if (!(e instanceof InvalidSavedGameError)) throw e;
      this.warnOnce('saved-corrupt', `ignoring the data saved under "${this.persist}": ${e.message}`);
    }
  }

  private save(): void {
    if (!this.persist || this.optionsKey === '') return;
    try {
      globalThis.localStorage?.setItem(this.storageKey(), JSON.stringify(this.export()));
    } catch (e) {
      this.warnOnce('storage', `cannot save the game (${e instanceof Error ? e.message : String(e)}); it goes on unsaved.`);
    }
  }

  private validateDepth(): void {
    const max = this.ai.maxDepth(this.current);
    this.checkAttribute('aiDepth', 'ai-depth', this.aiDepth === undefined || isIntInRange(this.aiDepth, 1, max), undefined, `an integer from 1 to ${max}`);
  }

  /** The closest cell to the left of `p` in its row, or the grid's first cell. */
  private nearestCell(p: GridPoint): GridPoint {
    for (let col = Math.min(p.col, this.gridSize().cols - 1); col >= 0; col--) if (this.cellExists({ row: p.row, col })) return { row: p.row, col };
    return this.firstCell();
  }

  private firstCell(): GridPoint {
    const { rows, cols } = this.gridSize();
    for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) if (this.cellExists({ row, col })) return { row, col };
    return { row: 0, col: 0 };
  }

  /** Plays `move`; `forcedWin` is set when the computer plays it having seen a forced win. */
  private commit(move: M, source: MoveSource, keepFuture = false, forcedWin = false): void {
    const before = this.current;
    const notation = this.rules.moveToString(before, move);
    const after = this.rules.play(before, move);
    const byAi = source === 'computer';
    // A hint being computed for the old position is now stale.
    if (!byAi) this.aiControl.abort();
    this.past = [...this.past, { before, move, notation, source }];
    if (!keepFuture) this.future = [];
    this.current = after;
    this.positionChanged();
    this.forcedWinSeen = forcedWin;
    this.emit<MoveEventDetail>('move', { move: notation, player: before.turn, ply: after.ply, byAi, source });
    const result = this.rules.result(after);
    this.announce(`${this.moveAnnouncement(before, move, notation, after)} ${this.statusText()}${result ? ` ${this.text.newGameHint}` : ''}`);
    if (this.sound) this.tones.play(result ? this.resultCue(result) : before.turn);
    if (result) {
      if (result.winner) {
        this.counted = result.winner;
        this.tally = { ...this.tally, [result.winner]: this.tally[result.winner] + 1 };
      }
      const detail: GameOverEventDetail = { winner: result.winner, reason: result.reason };
      if (result.score) detail.score = result.score;
      this.emit<GameOverEventDetail>('game-over', detail);
    }
  }

  private resultCue(result: Result): 'win' | 'loss' | 'draw' {
    if (result.winner === null) return 'draw';
    const mine = this.mode === 'vs-ai' ? opponent(this.aiSide) : this.mode === 'remote' ? this.localSide : result.winner;
    return result.winner === mine ? 'win' : 'loss';
  }

  /** Plies `undo()` would take back: one, or against the computer back to the human's last turn. */
  private undoCount(): number {
    if (this.past.length === 0 || this.mode === 'remote') return 0;
    if (this.mode !== 'vs-ai') return 1;
    let i = this.past.length - 1;
    while (i > 0 && this.past[i]!.before.turn === this.aiSide) i--;
    return this.past[i]!.before.turn === this.aiSide ? 0 : this.past.length - i;
  }

  private aiOptions(position: S, depth: number | undefined): AiOptions {
    return { depth, timeMs: this.aiTime, seed: ((this.seed ?? this.gameSeed) + position.ply * 7919) >>> 0 };
  }

  private askingNames(): boolean {
    return this.askNames && !this.namesDone;
  }

  private scheduleAi(): void {
    if (this.aiControl.thinking || this.disabled || !this.isConnected || this.askingNames() || this.result || !this.isAiTurn()) return;
    const position = this.current;
    this.aiControl.playTurn(
      position,
      this.aiOptions(position, this.aiDepth),
      this.aiDelay,
      (thought) => {
        this.commit(thought.move, 'computer', false, thought.proven === 'win' && this.mode === 'vs-ai');
        this.scheduleAi();
      },
      (e) => console.error(`<${this.localName}>: the computer could not move`, e),
    );
  }

  /** Asks for the values of the current position's moves when `show-analysis` wants them and the computer is not busy moving. */
  private scheduleAnalysis(): void {
    const position = this.current;
    if (!this.wantsAnalysis() || !this.ai.analyses || this.analysed === position || !this.isConnected) return;
    if (this.aiControl.active || this.result || this.askingNames() || (this.isAiTurn() && !this.disabled)) return;
    this.analysed = position;
    void this.analyseProgressively(position).then(
      (analysis) => {
        if (analysis && position === this.current) this.analysis = { ...analysis, state: position };
      },
      (e: unknown) => {
        // Cancelled (a move, a hint): ask again once the board settles on a position.
        if (isAbortError(e)) {
          if (this.analysed === position) this.analysed = undefined;
          this.requestUpdate();
        } else console.warn(`<${this.localName}>: the analysis failed`, e);
      },
    );
  }

  /**
   * Analyses `position` in slices of a quarter second until complete or `analysis-time` runs out,
   * so a move made meanwhile waits at most one slice for the worker, which keeps its tables.
   * Resolves to null when the position changed in between.
   */
  private async analyseProgressively(position: S): Promise<Analysis<M> | null> {
    const deadline = performance.now() + this.analysisTime;
    for (;;) {
      const left = deadline - performance.now();
      const analysis = await this.aiControl.analyse(position, { ...this.aiOptions(position, undefined), timeMs: Math.max(1, Math.min(ANALYSIS_SLICE_MS, left)) });
      if (position !== this.current) return null;
      if (analysis.complete || left <= ANALYSIS_SLICE_MS) return analysis;
      // Show what is known so far.
      this.analysis = { ...analysis, state: position };
    }
  }

  private onThinkingChange(thinking: boolean): void {
    this.clearThinkingTimer();
    // A quick reply needs no "thinking" announcement: the move itself is announced at once.
    if (thinking) this.thinkingTimer = setTimeout(() => void this.announce(this.statusText()), this.aiDelay + THINKING_ANNOUNCE_DELAY);
  }

  private clearThinkingTimer(): void {
    if (this.thinkingTimer !== undefined) clearTimeout(this.thinkingTimer);
    this.thinkingTimer = undefined;
  }

  private toggleHelp(open = !this.helpOpen): void {
    this.helpOpen = open;
    if (open) void this.announce([this.text.keysTitle, ...this.gameKeys(), ...this.text.commonKeys].join('. '));
  }

  private renderHelp(): TemplateResult {
    const m = this.text;
    return html`<section id="help" class="help" part="help" aria-label=${m.keysTitle} ?hidden=${!this.helpOpen}>
      <h2 class="help-title">${m.keysTitle}</h2>
      <ul>
        ${[...this.gameKeys(), ...m.commonKeys].map((k) => html`<li>${k}</li>`)}
      </ul>
    </section>`;
  }

  private renderPlayers(): TemplateResult {
    const turn = this.result ? null : this.current.turn;
    return html`<div class="players" part="players" role="group" aria-label=${this.text.players}>
      ${SIDES.map((side) => {
        const score = this.sideScore(side);
        const wins = this.tally[side];
        return html`<div class="player ${turn === side ? 'to-move' : ''}" part="player player-${side}${turn === side ? ' to-move' : ''}">
          ${this.renderSideMark(side)}
          <span class="player-name" part="player-name">${this.playerName(side)}</span>
          <span class="score" part="score">${score === null ? '' : score}${score !== null && wins > 0 ? ' · ' : ''}${wins > 0 ? this.text.wins(wins) : ''}</span>
        </div>`;
      })}
    </div>`;
  }

  private renderMoveList(): TemplateResult {
    const moves = this.moves;
    const pairs: [string, string | undefined][] = [];
    for (let i = 0; i < moves.length; i += 2) pairs.push([moves[i]!, moves[i + 1]]);
    return html`<section class="moves" part="moves" aria-label=${this.text.moveList}>
      ${pairs.length === 0
        ? html`<p class="no-moves">${this.text.noMoves}</p>`
        : html`<ol>
            ${pairs.map(([a, b]) => html`<li><span part="move">${a}</span>${b === undefined ? nothing : html` <span part="move">${b}</span>`}</li>`)}
          </ol>`}
    </section>`;
  }

  private renderNamesForm(): TemplateResult {
    const m = this.text;
    const sides = SIDES.filter((s) => !(this.mode === 'vs-ai' && s === this.aiSide) && !(this.mode === 'ai-vs-ai') && !(this.mode === 'remote' && s !== this.localSide));
    const shown = sides.length > 0 ? sides : SIDES;
    return html`<form class="names" part="names" @submit=${this.onNamesSubmit}>
      <h2 class="names-title">${m.namesTitle}</h2>
      ${shown.map((side) => {
        const fallback = side === 'first' ? m.player1 : m.player2;
        const mark = this.sideMark(side);
        return html`<label>
          ${m.nameOf(mark ? `${fallback} (${mark})` : fallback)}
          <input name=${side} .value=${(side === 'first' ? this.firstPlayer : this.secondPlayer) ?? ''} placeholder=${fallback} maxlength=${MAX_NAME_LENGTH} autocomplete="off" />
        </label>`;
      })}
      <button type="submit" part="button start">${m.start}</button>
    </form>`;
  }

  private onNamesSubmit = (e: SubmitEvent): void => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    for (const side of SIDES) {
      const value = data.get(side);
      if (typeof value !== 'string') continue;
      const name = value.trim().slice(0, MAX_NAME_LENGTH);
      if (side === 'first') this.firstPlayer = name || undefined;
      else this.secondPlayer = name || undefined;
    }
    this.namesDone = true;
    this.dirty = true;
    void this.updateComplete.then(() => {
      this.announce(this.statusText());
      void this.focusOn(this.focusCell);
      this.scheduleAi();
    });
  };

  private onBoardClickCapture(e: Event): void {
    // After the end, one click on the board starts a new game (as in seed 001).
    if (this.result && !this.disabled) {
      e.stopPropagation();
      this.reset();
    }
  }

  /** A cell focused some other way (a screen reader's cursor, a script) becomes the keyboard's cell. */
  private onGridFocusin = (e: FocusEvent): void => {
    const cell = (e.target as Element).closest<HTMLElement>('[data-row]');
    if (!cell) return;
    const point = { row: Number(cell.dataset['row']), col: Number(cell.dataset['col']) };
    if (point.row !== this.focusCell.row || point.col !== this.focusCell.col) this.focusCell = point;
  };

  private onGridKeydown = (e: KeyboardEvent): void => {
    if (e.altKey || e.metaKey) return;
    const { rows, cols } = this.gridSize();
    const next = navigate(e.key, e.ctrlKey, this.focusCell, rows, cols, (row, col) => this.cellExists({ row, col }));
    if (next) {
      e.preventDefault();
      void this.focusOn(next);
      return;
    }
    if (e.ctrlKey) return;
    if (!(this.result && (e.key === 'Enter' || e.key === ' ')) && this.onBoardKey(e)) {
      e.preventDefault();
      return;
    }
    switch (e.key) {
      case 'Enter':
      case ' ':
        e.preventDefault();
        if (this.result && !this.disabled) this.reset();
        else this.activateCell(this.focusCell);
        break;
      case 'Escape':
        this.clearSelection();
        this.hintMove = null;
        this.helpOpen = false;
        break;
      case 'p': {
        const pass = this.passOf(this.current);
        if (pass === null) return;
        this.userMove(pass);
        break;
      }
      case 'u':
        this.undo();
        break;
      case 'n':
        this.reset();
        break;
      case 's':
        void this.announce(this.statusText());
        break;
      case 'h':
        void this.hint();
        break;
      case '?':
        this.toggleHelp();
        break;
      default:
        return;
    }
  };
}
