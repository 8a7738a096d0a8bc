import { LitElement, html, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { AiOptions, GameAi } from '../core/ai.js';
import { type BaseState, type Game, IllegalMoveError, type Player, type Result, isIntInRange } from '../core/game.js';
import { randomSeed } from '../core/rng.js';
import type { AiThinkingEventDetail, GameOverEventDetail, InvalidMoveEventDetail, MoveEventDetail } from './events.js';
import { type GridPoint, navigate } from './grid-navigation.js';
import { en, type Messages } from './messages.js';
import { baseStyles } from './styles.js';

/** Who plays the two sides. */
export type Mode = 'vs-ai' | 'two-player' | 'ai-vs-ai';

const MODES: readonly Mode[] = ['vs-ai', 'two-player', 'ai-vs-ai'];
const SIDES: readonly Player[] = ['first', 'second'];

/** A bubbling, composed event; the events themselves are documented with `@fires` on the class. */
function boardEvent<T>(type: string, detail: T): CustomEvent<T> {
  return new CustomEvent<T>(type, { detail, bubbles: true, composed: true });
}

/** One played move, with the position it was played from. */
interface HistoryEntry<S, M> {
  before: S;
  move: M;
  notation: string;
  byAi: boolean;
}

/**
 * The base of every two-player board: attributes, game state, history, the computer opponent,
 * events, status line, live region and the keyboard grid. A game's element adds its rules, its
 * AI and its rendering.
 *
 * @fires move - After every move. `detail`: `{move, player, ply, byAi}`.
 * @fires game-over - When the game ends. `detail`: `{winner, reason, score?}`; `winner` is `first`, `second` or `null` for a draw.
 * @fires invalid-move - When the user tries a move that is not legal. `detail`: `{move, reason}`.
 * @fires ai-thinking - When the computer starts or stops thinking. `detail`: `{thinking}`.
 *
 * @csspart status - The status line (whose turn, thinking, the result).
 * @csspart board - The board (an ARIA grid).
 * @csspart cell - Every cell of the board; each cell also has its coordinate as a part.
 * @csspart piece - A piece or mark on the board.
 * @csspart controls - The row of buttons under the board.
 * @csspart button - Every button in the controls.
 * @csspart new-game - The new-game button.
 * @csspart undo - The undo button.
 * @csspart redo - The redo button.
 *
 * @cssprop --bge-board-color - Background of the board.
 * @cssprop --bge-cell-color - Background of a cell and of the buttons.
 * @cssprop --bge-line-color - Grid lines and borders.
 * @cssprop --bge-first-color - Pieces of the first player.
 * @cssprop --bge-second-color - Pieces of the second player.
 * @cssprop --bge-piece-color - Pieces that belong to nobody (Nim).
 * @cssprop --bge-mark-color - Selected or marked pieces.
 * @cssprop --bge-highlight-color - The last move and winning lines.
 * @cssprop --bge-focus-color - The keyboard focus ring.
 * @cssprop --bge-text-color - Text colour (inherits the page's by default).
 * @cssprop --bge-board-text-color - Text drawn on the board, such as Nim's heap numbers (default: the text colour).
 */
export abstract class GameBoard<S extends BaseState, M, O> extends LitElement {
  /** @internal */
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  static override styles = [baseStyles];

  /** Who plays: `vs-ai` (you against the computer, the default), `two-player` or `ai-vs-ai`. */
  @property({ reflect: true }) mode: Mode = 'vs-ai';

  /** The computer's side in `vs-ai` mode: `first` (the computer begins) or `second` (default). */
  @property({ attribute: 'ai-side' }) aiSide: Player = 'second';

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

  /** The rules of this board's game. */
  protected abstract readonly rules: Game<S, M, O>;
  /** This board's computer opponent. */
  protected abstract readonly ai: GameAi<S, M>;
  /** The game options read from this element's own attributes (already validated). */
  protected abstract gameOptions(): Partial<O>;
  /** Rows and columns of the keyboard grid. */
  protected abstract gridSize(): { rows: number; cols: number };
  /** The cells of the grid, row by row (each row a `role="row"` of `role="gridcell"` elements). */
  protected abstract renderGrid(): TemplateResult;
  /** Plays or selects the cell at `point` (Enter, Space, tap). */
  protected abstract activateCell(point: GridPoint): void;
  /** The accessible name of the board. */
  protected abstract boardLabel(): string;

  /** The texts in the board's language. */
  protected messages: Messages = en;

  @state() private current!: S;
  @state() private past: HistoryEntry<S, M>[] = [];
  @state() private future: HistoryEntry<S, M>[] = [];
  @state() private busy = false;
  @state() private announcement = '';
  /** The keyboard focus in the grid (roving tabindex). */
  @state() protected focusCell: GridPoint = { row: 0, col: 0 };
  /** Set when the computer has announced that it sees a forced win. */
  @state() protected forcedWinSeen = false;

  private optionsKey = '';
  private warned = new Set<string>();
  private aiToken = 0;
  /** Set from the moment a computer move is scheduled until it is played or cancelled. */
  private aiTimer: ReturnType<typeof setTimeout> | undefined;
  private aiAbort: AbortController | undefined;
  private idleWaiters: (() => void)[] = [];
  private refocus = false;
  private gameSeed = randomSeed();

  /** The current position (read-only; use `play`, `undo`, `redo` and `reset` to change it). */
  get gameState(): S {
    this.ensureGame();
    return this.current;
  }

  /** The moves played so far, in notation. */
  get moves(): string[] {
    return this.past.map((e) => e.notation);
  }

  /** The result, or `null` while the game goes on. */
  get result(): Result | null {
    this.ensureGame();
    return this.rules.result(this.current);
  }

  /** True while the computer is thinking. */
  get thinking(): boolean {
    return this.busy;
  }

  /** Whether `undo()` would take a move back. */
  get canUndo(): boolean {
    return this.undoCount() > 0;
  }

  /** Whether `redo()` would replay a move. */
  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Resolves once the computer has no move in progress (its move, if any, is played and rendered). */
  get aiComplete(): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.aiTimer === undefined) resolve();
      else this.idleWaiters.push(resolve);
    })
      .then(() => this.updateComplete)
      .then(() => undefined);
  }

  /** Starts a new game with the current attributes. */
  reset(): void {
    this.startGame(this.gameOptions());
    this.announce(this.statusText());
    this.scheduleAi();
  }

  /**
   * Plays a move given in the game's notation for the side to move.
   * Throws `IllegalMoveError`, leaving the game unchanged, when the move is illegal, the game is
   * over or it is the computer's turn. Works while `disabled`, which only blocks the user's input.
   */
  play(notation: string): void {
    this.ensureGame();
    if (this.result) throw new IllegalMoveError('The game is over.', notation);
    if (this.isAiTurn()) throw new IllegalMoveError("It is the computer's turn.", notation);
    this.commit(this.rules.moveFromString(this.current, notation), false);
    this.scheduleAi();
  }

  /** Takes back the last move (against the computer: back to your previous turn). Returns false when there is nothing to take back. */
  undo(): boolean {
    const n = this.undoCount();
    if (n === 0) return false;
    this.cancelAi();
    const taken = this.past.splice(this.past.length - n, n);
    this.future = [...taken, ...this.future];
    this.past = [...this.past];
    this.current = taken[0]!.before;
    this.forcedWinSeen = false;
    this.clearSelection();
    this.announce(this.statusText());
    this.scheduleAi();
    return true;
  }

  /** Replays the last move taken back (against the computer: up to your next turn), firing `move` again. Returns false when there is none. */
  redo(): boolean {
    if (this.future.length === 0) return false;
    this.cancelAi();
    do {
      const [entry, ...rest] = this.future;
      this.future = rest;
      this.commit(entry!.move, entry!.byAi, true);
    } while (this.future.length > 0 && this.isAiTurn() && this.mode === 'vs-ai');
    this.scheduleAi();
    return true;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A board moved in the DOM picks up where it was, including the computer's turn.
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.cancelAi();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.validateAttributes();
    const options = this.gameOptions();
    const key = JSON.stringify(options);
    if (key !== this.optionsKey) this.startGame(options);
    this.validateDepth();
    if (changed.has('mode') || changed.has('aiSide') || changed.has('aiDepth') || changed.has('aiTime') || changed.has('disabled') || changed.has('seed')) {
      this.cancelAi();
    }
    if (!this.cellExists(this.focusCell)) {
      // The focused cell is going away (a Nim piece taken): keep the keyboard user inside the grid.
      this.refocus = this.matches(':focus-within');
      this.focusCell = this.firstCell();
    }
    // Attribute changes (mode, ai-side, disabled...) may hand the move to the computer.
    this.scheduleAi();
  }

  protected override updated(): void {
    if (this.refocus) {
      this.refocus = false;
      void this.focusOn(this.focusCell);
    }
  }

  override render(): TemplateResult {
    const m = this.messages;
    return html`
      <div class="status" part="status">${this.statusText()}</div>
      <div
        class="board"
        part="board"
        role="grid"
        aria-label=${this.boardLabel()}
        aria-busy=${this.busy ? 'true' : 'false'}
        aria-disabled=${this.disabled ? 'true' : 'false'}
        style=${this.boardStyle()}
        @keydown=${this.onGridKeydown}
        @click=${{ handleEvent: (e: Event) => this.onBoardClickCapture(e), capture: true }}
      >
        ${this.renderGrid()}
      </div>
      <div class="controls" part="controls">
        ${this.renderControls()}
        <button type="button" part="button new-game" @click=${() => this.reset()}>${m.newGame}</button>
        <button type="button" part="button undo" ?disabled=${!this.canUndo} @click=${() => this.undo()}>${m.undo}</button>
        <button type="button" part="button redo" ?disabled=${!this.canRedo} @click=${() => this.redo()}>${m.redo}</button>
      </div>
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    `;
  }

  /** Inline style of the board element (custom properties the game's layout needs). */
  protected boardStyle(): string {
    return '';
  }

  /** Game-specific buttons placed before the common ones. */
  protected renderControls(): TemplateResult | string {
    return '';
  }

  /** The name of a side in status texts (two-player and ai-vs-ai). */
  protected sideName(player: Player): string {
    return player === 'first' ? 'Player 1' : 'Player 2';
  }

  /** Validates this element's own attributes; subclasses call `super` and `checkAttribute` for theirs. */
  protected validateAttributes(): void {
    this.checkAttribute('mode', 'mode', MODES.includes(this.mode), 'vs-ai', MODES.join(', '));
    this.checkAttribute('aiSide', 'ai-side', SIDES.includes(this.aiSide), 'second', 'first or second');
    this.checkAttribute('aiTime', 'ai-time', isIntInRange(this.aiTime, 1, 600000), 2000, 'milliseconds from 1 to 600000');
    this.checkAttribute('aiDelay', 'ai-delay', isIntInRange(this.aiDelay, 0, 60000), 400, 'milliseconds from 0 to 60000');
    this.checkAttribute('seed', 'seed', this.seed === undefined || Number.isFinite(this.seed), undefined, 'a number');
  }

  /** Puts `fallback` in place of an invalid value, with one console warning per bad value. */
  protected checkAttribute<K extends keyof this>(prop: K, attribute: string, ok: boolean, fallback: this[K], expected: string): void {
    if (ok) return;
    const bad = String(this[prop]);
    const key = `${attribute}=${bad}`;
    if (!this.warned.has(key)) {
      this.warned.add(key);
      console.warn(`<${this.localName}>: invalid ${attribute}="${bad}" (expected ${expected}); using ${fallback === undefined ? 'the default' : `"${String(fallback)}"`}.`);
    }
    this[prop] = fallback;
  }

  /** The status line: whose turn, thinking, or the result. */
  protected statusText(): string {
    const m = this.messages;
    const r = this.result;
    if (r) {
      if (r.winner === null) return m.draw;
      if (this.mode === 'vs-ai') return r.winner === this.aiSide ? m.youLose : m.youWin;
      return m.sideWins(this.sideName(r.winner));
    }
    const turn = this.current.turn;
    if (this.busy) return this.mode === 'vs-ai' ? m.thinking : m.sideThinking(this.sideName(turn));
    // The computer is to move but paused (disabled): say whose move it is, not "your turn".
    if (this.isAiTurn()) return m.sideToMove(this.playerLabel(turn));
    if (this.mode === 'vs-ai') return this.forcedWinSeen ? `${m.yourTurn}. ${m.forcedWinSeen}` : m.yourTurn;
    return m.sideToMove(this.sideName(turn));
  }

  /** The name used when announcing a move by `player`. */
  protected playerLabel(player: Player): string {
    if (this.mode !== 'vs-ai') return this.sideName(player);
    return player === this.aiSide ? this.messages.computer : this.messages.you;
  }

  /** Whether the side to move is played by the computer. */
  protected isAiTurn(): boolean {
    if (this.mode === 'ai-vs-ai') return true;
    return this.mode === 'vs-ai' && this.current.turn === this.aiSide;
  }

  /** Why user input is refused right now (disabled, game over, the computer's turn), or null. */
  protected inputBlocked(): string | null {
    return this.disabled ? 'The board is disabled.' : this.result ? 'The game is over.' : this.isAiTurn() ? "It is the computer's turn." : null;
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
      this.commit(move, false);
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

  /** Moves the keyboard focus to a cell, rendering first. */
  protected async focusOn(point: GridPoint): Promise<void> {
    this.focusCell = point;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`[data-row="${point.row}"][data-col="${point.col}"]`)?.focus();
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

  private ensureGame(): void {
    if (this.optionsKey === '') {
      this.validateAttributes();
      this.startGame(this.gameOptions());
    }
  }

  private startGame(options: Partial<O>): void {
    this.cancelAi();
    this.optionsKey = JSON.stringify(options);
    this.current = this.rules.newGame(options);
    this.past = [];
    this.future = [];
    this.forcedWinSeen = false;
    this.gameSeed = randomSeed();
    this.clearSelection();
  }

  private validateDepth(): void {
    const max = this.ai.maxDepth(this.current);
    this.checkAttribute('aiDepth', 'ai-depth', this.aiDepth === undefined || isIntInRange(this.aiDepth, 1, max), undefined, `an integer from 1 to ${max}`);
  }

  private firstCell(): GridPoint {
    const { rows, cols } = this.gridSize();
    for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) if (this.cellExists({ row, col })) return { row, col };
    return { row: 0, col: 0 };
  }

  private commit(move: M, byAi: boolean, keepFuture = false): void {
    const before = this.current;
    const notation = this.rules.moveToString(before, move);
    const after = this.rules.play(before, move);
    this.past = [...this.past, { before, move, notation, byAi }];
    if (!keepFuture) this.future = [];
    this.current = after;
    if (!byAi) this.forcedWinSeen = false;
    this.clearSelection();
    this.emit<MoveEventDetail>('move', { move: notation, player: before.turn, ply: after.ply, byAi });
    const result = this.rules.result(after);
    this.announce(`${this.messages.played(this.playerLabel(before.turn), notation)} ${this.statusText()}${result ? ` ${this.messages.newGameHint}` : ''}`);
    if (result) {
      const detail: GameOverEventDetail = { winner: result.winner, reason: result.reason };
      if (result.score) detail.score = result.score;
      this.emit<GameOverEventDetail>('game-over', detail);
    }
  }

  /** Plies `undo()` would take back: one, or against the computer back to the human's last turn. */
  private undoCount(): number {
    if (this.past.length === 0) return 0;
    if (this.mode !== 'vs-ai') return 1;
    let i = this.past.length - 1;
    while (i > 0 && this.past[i]!.before.turn === this.aiSide) i--;
    return this.past[i]!.before.turn === this.aiSide ? 0 : this.past.length - i;
  }

  private setBusy(busy: boolean): void {
    if (this.busy === busy) return;
    this.busy = busy;
    this.toggleAttribute('thinking', busy);
    this.emit<AiThinkingEventDetail>('ai-thinking', { thinking: busy });
  }

  private scheduleAi(): void {
    if (this.aiTimer !== undefined || this.disabled || !this.isConnected || this.result || !this.isAiTurn()) return;
    const token = ++this.aiToken;
    this.setBusy(true);
    this.aiTimer = setTimeout(() => void this.runAi(token), this.aiDelay);
  }

  private async runAi(token: number): Promise<void> {
    const abort = new AbortController();
    this.aiAbort = abort;
    const options: AiOptions = { depth: this.aiDepth, timeMs: this.aiTime, seed: ((this.seed ?? this.gameSeed) + this.current.ply * 7919) >>> 0, signal: abort.signal };
    try {
      const thought = await this.computeAiMove(this.current, options);
      if (token !== this.aiToken) return;
      this.aiTimer = undefined;
      this.setBusy(false);
      this.forcedWinSeen = thought.proven === 'win' && this.mode === 'vs-ai';
      this.commit(thought.move, true);
      this.scheduleAi();
    } catch (e) {
      if (token !== this.aiToken) return;
      this.aiTimer = undefined;
      this.setBusy(false);
      console.error(`<${this.localName}>: the computer could not move`, e);
    } finally {
      if (token === this.aiToken || this.aiTimer === undefined) this.settleIfIdle();
    }
  }

  /** Runs the game's AI; the platform's worker controller replaces this seam. */
  protected async computeAiMove(state: S, options: AiOptions): Promise<ReturnType<GameAi<S, M>['think']>> {
    return this.ai.think(state, options);
  }

  private settleIfIdle(): void {
    if (this.aiTimer !== undefined) return;
    this.aiAbort = undefined;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private cancelAi(): void {
    this.aiToken++;
    if (this.aiTimer !== undefined) clearTimeout(this.aiTimer);
    this.aiTimer = undefined;
    this.aiAbort?.abort();
    this.setBusy(false);
    this.settleIfIdle();
  }

  private onBoardClickCapture(e: Event): void {
    // After the end, one click on the board starts a new game (as in seed 001).
    if (this.result && !this.disabled) {
      e.stopPropagation();
      this.reset();
    }
  }

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
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (this.result && !this.disabled) this.reset();
      else this.activateCell(this.focusCell);
    } else if (e.key === 'Escape') {
      this.clearSelection();
    } else if (e.key === 'u') {
      this.undo();
    } else if (e.key === 'n') {
      this.reset();
    } else if (e.key === 's') {
      void this.announce(this.statusText());
    }
  };
}
