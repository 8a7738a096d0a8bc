import type { PropertyValues, TemplateResult } from 'lit';
import type { Analysis, MoveValue, Thought } from '../../core/ai.js';
import { type BaseState, IllegalMoveError, type Player, type Result, isIntInRange } from '../../core/game.js';
import type { Language, WordTables } from '../../core/language.js';
import type { MoveRecord, MoveSource } from '../../core/session.js';
import { AnnouncerController } from '../controllers/announcer-controller.js';
import { GridFocusController } from '../controllers/grid-focus-controller.js';
import { KeysHelp } from '../controllers/keys-help.js';
import { type GridCell, renderGridCell } from '../render/grid-cell.js';
import type { AttributeSettings } from './attribute-settings.js';
import type { BoardAttributes } from './board-attributes.js';
import type { BoardGame } from './board-game.js';
import type { BoardHost } from './board-host.js';
import { boardParts } from './board-parts.js';
import { askPart } from './lazy-part.js';
import type { PartsPort } from './parts-port.js';
import { BoardTexts } from './board-texts.js';
import { withMark } from '../../languages/names.js';
import { LanguageWatch } from './page-language.js';
import type { BoardEventDetails } from './events.js';
import { GameFlow } from './game-flow.js';
import type { GridPoint } from './grid-navigation.js';
import type { Messages } from './messages.js';
import { type Phase, phaseOf, refusal } from './phase.js';
import type { PieceBoardPort } from './piece-selection.js';
import { piecePortOf } from './piece-port.js';
import type { Coach } from './coach.js';
import { PlayerNames } from './player-names.js';
import { type Seats, computerPlays, resultCue } from './seats.js';
import { statusLine } from './status-text.js';

/** What the element gives its core besides itself: its game, its events, its warnings and the attributes' checks. */
export interface BoardOutlet<S extends BaseState, M, O, W extends object> {
  game(): BoardGame<S, M, O, W>;
  emit<K extends keyof BoardEventDetails>(type: K, detail: BoardEventDetails[K]): void;
  warn(key: string, message: string): void;
  attributes: AttributeSettings<BoardAttributes<W>>;
}

/**
 * The game as a board plays it, held by the element (`Board`): the session and the moves a page sets (`GameFlow`),
 * who sits at each side, where the board stands (`phase`), the texts, names, keyboard grid and live region, and the
 * parts (`boardParts`). Every move goes through `commit`, which turns it into the board's events, announcement and
 * tone and tells the parts; every other change (a new game, an undo, a loaded game) ends in `settle`.
 */
export class BoardCore<S extends BaseState, M, O, W extends object = object> implements PartsPort<S, M, O> {
  /** The game as the board plays it: its session, the moves a page sets, the player's own game kept aside. */
  readonly flow: GameFlow<S, M, O>;
  /** The shared texts and the game's words in the board's language. */
  readonly texts: BoardTexts<W>;
  /** The players' names, given or by default. */
  readonly names: PlayerNames;
  /** The keyboard's cell (roving tabindex). */
  readonly grid: GridFocusController;
  /** The live region. */
  readonly announcer: AnnouncerController;
  /** The list of keys (`?`, the Keys button). */
  readonly keys: KeysHelp;
  /** The clocks, saving, the computer, online play, the review, the puzzle, the lesson, sound and music. */
  readonly parts: ReturnType<typeof boardParts<S, M, O>>;
  /** The attributes as played with, and their checks. */
  readonly attributes: AttributeSettings<BoardAttributes<W>>;
  private forcedWin = false;
  private hinted: M | null = null;

  constructor(
    private readonly host: BoardHost<W>,
    private readonly outlet: BoardOutlet<S, M, O, W>,
  ) {
    this.attributes = outlet.attributes;
    this.flow = new GameFlow<S, M, O>({
      rules: () => this.game.rules,
      options: () => this.game.options(),
      live: () => host.hasUpdated && !host.isUpdatePending,
      changed: () => this.positionChanged(),
      settled: () => this.settle(),
      warn: (key, message) => this.warn(key, message),
    });
    this.texts = new BoardTexts<W>(
      host,
      () => this.game.words,
      (key, message) => this.warn(key, message),
    );
    new LanguageWatch(host, () => this.texts.direction);
    this.names = new PlayerNames(host, () => this.text);
    this.grid = new GridFocusController(host, { size: () => this.game.gridSize(), exists: (p) => this.cellExists(p) });
    this.announcer = new AnnouncerController(host);
    this.keys = new KeysHelp(host, {
      text: () => this.text,
      gameKeys: () => this.game.gameKeys?.() ?? (this.w as { keys?: readonly string[] }).keys ?? [],
      englishKeys: () =>
        this.game.gameKeys ? null : ((this.game.words.en as { keys?: readonly string[] }).keys ?? []),
      announce: (text) => void this.announce(text),
    });
    this.parts = boardParts<S, M, O>(host, this);
  }

  /** The game the board plays (its rules, computer, words, grid). */
  get game(): BoardGame<S, M, O, W> {
    return this.outlet.game();
  }

  /** The game being played; the first use starts it with the attributes' options. */
  get session() {
    return this.flow.session;
  }

  /** The shared texts in the board's language, with `strings` applied. */
  get text(): Messages {
    return this.texts.m;
  }

  /** The game's own words in the board's language, with `strings` applied. */
  get w(): W {
    return this.texts.w;
  }

  /** The built-in language in use. */
  get language(): Language {
    return this.texts.language;
  }

  /** The tag the board's numbers and plurals follow. */
  get locale(): string {
    return this.texts.locale;
  }

  /** A part's table of texts in the board's language. */
  words<T extends object>(name: string, tables: WordTables<T>): T {
    return this.texts.table(name, tables);
  }

  /** Fires one of the board's events. */
  emit<K extends keyof BoardEventDetails>(type: K, detail: BoardEventDetails[K]): void {
    this.outlet.emit(type, detail);
  }

  /** One console warning per distinct problem. */
  warn(key: string, message: string): void {
    this.outlet.warn(key, message);
  }

  /** Set when the computer has announced that it sees a forced win. */
  get forcedWinSeen(): boolean {
    return this.forcedWin;
  }

  /** The move suggested by a hint, shown until the position changes. */
  get hintMove(): M | null {
    return this.hinted;
  }
  set hintMove(move: M | null) {
    this.hinted = move;
    this.host.requestUpdate();
  }

  /** The position shown: a review's, or the game's. */
  get state(): S {
    return this.shownPosition()?.state ?? this.session.state;
  }

  /** The last move of the position shown, or null at the start. */
  get lastMove(): M | null {
    const shown = this.shownPosition();
    return shown ? shown.lastMove : this.session.lastMove;
  }

  /** While a review is open: the position it shows. */
  private shownPosition(): { state: S; lastMove: M | null } | null {
    return this.host.review ? (this.parts.reviews.current?.shown() ?? null) : null;
  }

  /** Who sits at each side; a board that watches a game online sits at none. */
  get seats(): Seats {
    const { mode, aiSide, localSide } = this.host.settings;
    const watching = this.parts.online.current?.watching ?? false;
    return { mode, aiSide, localSide, onePlayer: !!this.game.onePlayer, watching };
  }

  /** The lesson or the puzzle on the board (or being found), or null (see `Coaching`). */
  get coach(): Coach<M, O> | null {
    return this.parts.coaching.current;
  }

  /** Where the board stands (see `Phase`): derived afresh from its state wherever it is asked. */
  get phase(): Phase {
    return phaseOf({
      review: this.host.review,
      coached: this.coach !== null,
      // A form whose code could not load asks nothing: the board plays on with the names it has.
      askingNames: this.names.asking && !this.parts.namesForm.failed,
      disabled: this.host.disabled,
      over: this.session.result !== null,
      seats: this.seats,
      turn: this.session.state.turn,
    });
  }

  /** Why the user's moves are refused now (see `Phase`; a puzzle or a lesson judges its own), or null. */
  inputBlocked(): string | null {
    const { phase } = this;
    if (phase !== 'coached') return refusal(phase, this.seats, this.session.state.turn);
    return this.host.disabled ? 'The board is disabled.' : this.coach!.blocked();
  }

  /** Whether the side to move is played by the computer. */
  isAiTurn(): boolean {
    return computerPlays(this.seats, this.session.state.turn);
  }

  /**
   * The name of a side; in a puzzle or a lesson, the player's side is "you" and the other the computer, unless names
   * are given.
   */
  playerName(player: Player): string {
    const solver = this.coach?.side;
    if (!solver || this.names.given(player)?.trim()) return this.names.nameOf(player);
    return player === solver ? this.text.you : this.text.computer;
  }

  /** The short symbol of a side (X, O, Black...), or ''. */
  sideMark(player: Player): string {
    return this.game.sideMark?.(player) ?? '';
  }

  /** The pass the side to move must play now, or null. */
  passOf(state: S): M | null {
    return this.game.passOf?.(state) ?? null;
  }

  /** Whether the board shows the analysis of the current position. */
  wantsAnalysis(): boolean {
    return this.game.wantsAnalysis?.() ?? this.host.showAnalysis;
  }

  /** Whether the grid has a cell at `point`. */
  cellExists(point: GridPoint): boolean {
    if (this.game.cellExists) return this.game.cellExists(point);
    const { rows, cols } = this.game.gridSize();
    return point.row >= 0 && point.row < rows && point.col >= 0 && point.col < cols;
  }

  /** The status line: the review's, the puzzle's or the lesson's while one is open, else the game's own. */
  statusText(): string {
    const review = this.host.review ? this.parts.reviews.current : undefined;
    if (review) return review.describe(review.step);
    const coach = this.coach;
    if (coach) return coach.describe();
    const line = this.statusLine();
    return this.game.statusText?.(line) ?? line;
  }

  /** The board's own status line, before the game adds its facts: whose turn, thinking, or the result. */
  statusLine(): string {
    const { state: s, result } = this.session;
    return statusLine(this.text, {
      ...this.seats,
      result,
      turn: s.turn,
      thinking: this.parts.computer.thinking,
      computerToMove: this.isAiTurn(),
      mustPass: this.passOf(s) !== null,
      forcedWinSeen: this.forcedWin,
      label: (p) => withMark(this.playerName(p), this.sideMark(p)),
      name: (p) => this.playerName(p),
    });
  }

  /** The board's own sentence for a move ("Player 1 played c3", or passed), before the game says more. */
  playedSentence(before: S, notation: string): string {
    const name = this.playerName(before.turn);
    return this.passOf(before) !== null ? this.text.passed(name) : this.text.played(name, notation);
  }

  /** Announces `text` in the live region; a repeated text is spoken again. */
  announce(text: string): Promise<void> {
    return this.announcer.announce(text);
  }

  /** Plays a move chosen with the pointer or keyboard, or fires `invalid-move` when it may not be played. */
  userMove(move: M): boolean {
    try {
      const blocked = this.inputBlocked();
      if (blocked) throw new IllegalMoveError(blocked, move);
      const coach = this.coach;
      if (coach) coach.attempt(move);
      else {
        this.commit(move, 'user');
        this.parts.computer.sync();
      }
      return true;
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      this.emit('invalid-move', { move: this.session.describe(move), reason: e.message });
      return false;
    }
  }

  /**
   * A move the rules refuse, in the board's words (the game's explanation): `invalid-move`, spoken, and shown by a
   * puzzle or lesson on the board.
   */
  refuse(move: string, reason: string): void {
    this.emit('invalid-move', { move, reason });
    void this.announce(reason);
    this.coach?.refused(reason);
  }

  /** Plays `move`; `forcedWin` is set when the computer plays it having seen a forced win. */
  commit(move: M, source: MoveSource, forcedWin = false): void {
    const record = this.session.commit(move, source);
    // A hint or analysis of the old position is now stale.
    this.parts.computer.cancelStale();
    this.forcedWin = forcedWin;
    this.moved(record);
  }

  /** Turns a committed move into its events, its announcement and its tone; `source` says a move `redo()` replayed. */
  moved(r: MoveRecord<S, M>, source: MoveSource | 'redo' = r.source): void {
    const byAi = r.source === 'computer';
    this.emit('move', { move: r.notation, player: r.before.turn, ply: r.after.ply, byAi, source });
    this.parts.online.current?.sent(r);
    const played =
      this.game.moveAnnouncement?.(r.before, r.move, r.notation, r.after) ?? this.playedSentence(r.before, r.notation);
    void this.announce(this.text.sentences([played, this.statusText(), r.result ? this.text.newGameHint : '']));
    if (this.host.sound) this.parts.tones.current?.play(r.result ? resultCue(this.seats, r.result) : r.before.turn);
    if (r.result) this.over(r.result);
    // A review open meanwhile (an online friend's move, a script's) takes the move in.
    if (this.host.review) this.parts.reviews.current?.open();
  }

  /** The game ended (`game-over`). */
  over({ winner, reason, score }: Result): void {
    this.emit('game-over', score ? { winner, reason, score } : { winner, reason });
  }

  /** Starts a new game with the current attributes. */
  startNewGame(): void {
    this.session.start(this.game.options());
    this.emit('new-game', {});
    this.settle();
  }

  /**
   * After a change that is not a move (new game, undo, a loaded game): drops stale searches, says where the game
   * stands, lets the computer move.
   */
  settle(): void {
    this.parts.computer.cancelStale();
    // A game loaded meanwhile (a save, `import()`) is the one the open review shows.
    if (this.host.review) this.parts.reviews.current?.open();
    void this.announce(this.statusText());
    this.parts.computer.sync();
  }

  /**
   * Shows a position set up for the player (a game of `options` alone, then `moves`), their own game kept aside.
   */
  setUpPosition(options: Partial<O>, moves: readonly string[]): void {
    this.flow.setUp(options, moves);
    this.host.requestUpdate();
  }

  /** Puts the player's own game back as it was kept aside; with `persist`, a save another tab wrote meanwhile wins. */
  returnToOwnGame(): void {
    if (!this.flow.returnToOwnGame()) return;
    this.parts.persistence.current?.rejoin();
    this.settle();
    this.host.requestUpdate();
  }

  /** The computer's move for the user now, or null when the position changed or the search was cancelled meanwhile. */
  async suggestMove(): Promise<M | null> {
    // A puzzle's or a lesson's hint is its own line's move (or the best by the values), never the computer's own idea.
    const coach = this.coach;
    if (coach) return coach.hintMove();
    for (;;) {
      const thought = await this.suggestThought();
      // Unproven (a large board's solver ran out of time): asked again, going on from what it proved.
      if (thought === null || !this.game.provenHints || thought.complete !== false) return thought?.move ?? null;
    }
  }

  /** Like `suggestMove`, with what the computer knows about its move (proven, complete). */
  suggestThought(): Promise<Thought<M> | null> {
    return this.parts.computer.suggest(() => this.session.state);
  }

  /** The latest analysis (for `show-analysis`), with the position it values. */
  get analysis(): (Analysis<M> & { state: S }) | null {
    return this.parts.computer.analysis;
  }

  /** The analysed value of `move` in the current position, when the board shows an analysis. */
  moveValue(move: M): MoveValue<M> | undefined {
    const { rules } = this.game;
    const name = (s: S, m: M) => rules.moveToString(s, m);
    return this.wantsAnalysis() ? this.parts.computer.valueOf(this.session.state, move, name) : undefined;
  }

  /** Whether the analysis of the current position is still being computed. */
  get analysing(): boolean {
    return this.wantsAnalysis() && this.parts.computer.analysing(this.session.state);
  }

  /** One gridcell with what every board's cells share: roving focus, label, parts, a click that activates it. */
  renderGridCell(point: GridPoint, cell: GridCell, content: unknown): TemplateResult {
    const activate = () => ((this.grid.focus = point), this.game.activateCell(point));
    const tabIndex = this.grid.tabIndexOf(point);
    return renderGridCell(point, cell, { tabIndex, boardDisabled: this.host.disabled, activate }, content);
  }

  /** The board's side of moving pieces from square to square (`PieceSelection`), with the game's side. */
  piecePort(
    game: Pick<PieceBoardPort<S, M>, 'movePath' | 'pointName' | 'renderDragged' | 'whyNot'>,
  ): PieceBoardPort<S, M> {
    return piecePortOf<S, M>(this, () => this.host.hideHints, game);
  }

  /** Esc: drops the selection and the hint, closes the list of keys. */
  dismiss(): void {
    this.game.clearSelection?.();
    this.hintMove = null;
    this.keys.open = false;
  }

  /** Clears what belongs to one position: the selection, the hint, the computer's boast. */
  private positionChanged(): void {
    this.forcedWin = false;
    this.hinted = null;
    this.game.clearSelection?.();
    this.host.requestUpdate();
  }

  /** Before each update: the attributes checked, the game brought up to them, the parts told what changed. */
  willUpdate(changed: PropertyValues): void {
    const { attributes, game } = this;
    // Warns about invalid attributes before the board plays with their defaults.
    attributes.checkAll();
    const { reviews, computer } = this.parts;
    this.flow.update(this.coach?.options ?? game.options(), this.host.hasUpdated);
    const max = game.ai.maxDepth(this.session.state);
    const depthOk = isIntInRange(this.host.settings.aiDepth, 1, max);
    attributes.check('aiDepth', 'ai-depth', depthOk, undefined, `an integer from 1 to ${max}`);
    this.parts.coaching.willUpdate(changed);
    if (changed.has('review')) {
      this.hinted = null;
      if (reviews.current) reviews.current.better = false;
      if (this.host.review) askPart(this.host, reviews, () => this.host.review);
      else reviews.current?.stop();
    }
    // Once in, the computer checks its turn in its own `hostUpdate`.
    if (!computer.loaded) {
      if (this.wantsAnalysis() && game.ai.analyses) void computer.want();
      computer.sync();
    }
  }
}
