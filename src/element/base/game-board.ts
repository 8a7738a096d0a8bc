import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import { type BaseState, IllegalMoveError, type Player, type Result, isIntInRange } from '../../core/game.js';
import type { MoveRecord, MoveSource } from '../../core/session.js';
import { boardKeydown } from './board-keys.js';
import { BoardParts } from './board-parts.js';
import { MAX_NAME_LENGTH } from './player-names.js';
import { renderControls } from '../render/controls.js';
import { framed } from '../render/coordinates.js';
import type { ListedMove } from '../render/move-list.js';
import { renderPlayers, renderSoloClock } from '../render/players.js';
import { notForScript, playsApart, resultCue, undoPolicy } from './seats.js';
import { statusLine } from './status-text.js';
import { styleProps } from '../render/style-props.js';
import type { PieceBoardPort } from './piece-selection.js';

export type { Mode, Theme } from './board-element.js';

const SIDES: readonly Player[] = ['first', 'second'];

/**
 * The base of every board: the game session (in `BoardView`) changed through the public methods,
 * each change turned into the board's events, announcement and tone, and told to its parts (the
 * computer, the clocks, saving, online play: `BoardParts`); the chrome around the game's grid from
 * render parts. A game's element adds its rules, AI, words and rendering.
 */
export abstract class GameBoard<S extends BaseState, M, O, W extends object = object> extends BoardParts<S, M, O, W> {
  private readonly onGridKeydown = boardKeydown({
    grid: this.grid,
    game: (e) => this.onBoardKey(e),
    over: () => this.result !== null,
    commands: {
      Enter: () => (this.phase === 'over' ? this.reset() : this.activateCell(this.grid.focus)),
      Escape: () => this.dismiss(),
      p: () => {
        const pass = this.passOf(this.session.state);
        if (pass !== null) this.userMove(pass);
      },
      u: () => this.undo(),
      n: () => this.reset(),
      s: () => this.announce(this.statusText()),
      h: () => this.hint(),
      '?': () => this.keys.toggle(),
    },
  });

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
    if (this.flow.setMoves(value)) this.requestUpdate();
  }

  /** Whether `undo()` would take a move back. */
  get canUndo(): boolean {
    return !playsApart(this.seats) && this.session.undoCount(undoPolicy(this.seats)) > 0;
  }

  /** Whether `redo()` would replay a move. */
  get canRedo(): boolean {
    return !playsApart(this.seats) && this.session.future.length > 0;
  }

  /**
   * Starts a new game with the current attributes (in `online` mode, once the game is over: the other board starts one
   * too).
   */
  reset(): void {
    const online = this.online.current;
    if (online && !online.mayStartNewGame)
      return online.watching
        ? undefined
        : this.warnOnce('online-new-game', 'in online mode a new game starts once this one is over.');
    this.review = false;
    // A puzzle starts again from its position.
    if (this.puzzles.current?.active) return this.puzzles.current.restart();
    this.startNewGame();
    online?.startedNewGame();
  }

  /**
   * Plays a move given in the game's notation for the side to move (in `remote` mode: the
   * opponent's move; in `online` mode: this board's move, sent to the other). Throws `IllegalMoveError`, leaving the
   * game unchanged, when the move is
   * illegal, the game is over, or it is not that side's turn. Works while `disabled`, which only
   * blocks the user's input.
   */
  play(notation: string): void {
    const s = this.session.state;
    if (typeof notation !== 'string')
      throw new IllegalMoveError(
        `play() takes a move in the game's notation, as text; got ${typeof notation}.`,
        notation,
      );
    const refused = this.puzzling
      ? this.inputBlocked()
      : this.result
        ? 'The game is over.'
        : notForScript(this.seats, s.turn);
    if (refused) throw new IllegalMoveError(refused, notation);
    if (this.puzzling) return this.puzzles.current!.attempt(this.rules.moveFromString(s, notation));
    this.commit(this.rules.moveFromString(s, notation), this.settings.mode === 'remote' ? 'remote' : 'script');
    this.computer.sync();
  }

  /**
   * Takes back the last move (against the computer: back to your previous turn, with its reply; online: asks the other
   * player first). Returns false when there is nothing to take back.
   */
  undo(): boolean {
    if (this.settings.mode === 'online') return this.online.current?.propose('undo') ?? false;
    if (!this.canUndo || this.review || this.puzzling) return false;
    this.session.undo(undoPolicy(this.seats));
    this.settle();
    return true;
  }

  /**
   * Replays the last move taken back (against the computer: up to your next turn), firing `move` again with `source:
   * 'redo'`. Returns false when there is none.
   */
  redo(): boolean {
    if (!this.canRedo || this.review || this.puzzling) return false;
    for (const record of this.session.redo(undoPolicy(this.seats))) this.moved(record, 'redo');
    this.computer.sync();
    return true;
  }

  /**
   * In `online` mode, resigns the game (firing `resign` and `game-over` on both boards); false when not connected or
   * the game is over.
   */
  resign(): boolean {
    return this.online.current?.resign() ?? false;
  }

  /** In `online` mode, offers the other player a draw (firing `offer`); false when it cannot be offered now. */
  offerDraw(): boolean {
    return this.online.current?.propose('draw') ?? false;
  }

  /**
   * In `online` mode once the game is over, asks the other player for a rematch with the sides swapped (firing
   * `offer`); false when it cannot be asked now.
   */
  rematch(): boolean {
    return this.online.current?.propose('rematch') ?? false;
  }

  /**
   * Asks the computer for the best move of the side to move, highlights and announces it, and
   * resolves to it in notation; resolves to null when no hint can be given now (not your turn,
   * game over, or the position changed meanwhile).
   */
  async hint(): Promise<string | null> {
    if (this.inputBlocked()) return null;
    const position = this.session.state;
    const move = await this.suggestMove();
    if (move === null) return null;
    const notation = this.rules.moveToString(position, move);
    this.hintMove = move;
    this.emit('hint', { move: notation });
    void this.announce(this.text.hintIs(notation));
    return notation;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Warns about invalid attributes before the board plays with their defaults.
    this.checkSettings();
    this.flow.update(this.currentOptions(), this.hasUpdated);
    const max = this.ai.maxDepth(this.session.state);
    const { aiDepth } = this.settings;
    this.checkAttribute('aiDepth', 'ai-depth', isIntInRange(aiDepth, 1, max), undefined, `an integer from 1 to ${max}`);
    // The review (`BoardParts`) opens on the game as these attributes and moves made it.
    super.willUpdate(changed);
    // Once in, the computer checks its turn in its own `hostUpdate`.
    if (!this.computer.loaded) {
      if (this.wantsAnalysis() && this.ai.analyses) void this.computer.want();
      this.computer.sync();
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A board moved in the DOM picks up where it was, including the computer's turn.
    if (this.hasUpdated) this.requestUpdate();
  }

  override render(): TemplateResult {
    const m = this.text;
    const field = (side: Player) => ({
      side,
      value: this.names.given(side) ?? '',
      fallback: side === 'first' ? m.player1 : m.player2,
      mark: this.sideMark(side),
    });
    const form = this.names.asking ? this.namesForm.current : undefined;
    if (form) return form.renderNamesForm(m, this.names.formSides().map(field), MAX_NAME_LENGTH, this.onNamesSubmit);
    const { state: s, tally } = this.session;
    const plates = SIDES.map((side) => ({
      side,
      name: this.playerName(side),
      score: this.sideScore(side),
      wins: tally[side] > 0 ? m.wins(tally[side]) : '',
      toMove: !this.result && s.turn === side,
      mark: this.renderSideMark(side),
      clock: this.clocks.render(side),
    }));
    // A game of one player has no plates: its clock, if it has one, stands alone.
    const soloClock = this.settings.clock ? this.clocks.render('first') : null;
    return html`
      <div class="status" part="status">${this.statusText()}</div>
      ${this.persistence.current?.renderNote(m.notSaved) ?? nothing}
      ${this.onePlayer ? renderSoloClock(soloClock) : renderPlayers(m.players, plates)}
      ${framed(
        html`<div
          class="board"
          part="board"
          role="grid"
          aria-label=${this.boardLabel()}
          aria-busy=${this.thinking ? 'true' : 'false'}
          aria-disabled=${this.disabled ? 'true' : 'false'}
          ${styleProps(this.boardStyle())}
          @keydown=${this.onGridKeydown}
          @focusin=${this.grid.onFocusin}
          @click=${this.onBoardClick}
        >
          ${this.renderGrid()}
        </div>`,
        this.settings.coordinates === 'none' ? null : this.coordinateAxes(),
        this.boardStyle(),
      )}
      ${this.renderBelowBoard()} ${this.online.current?.render() ?? nothing}
      ${this.keys.render()}
      ${this.renderMoves()}
      ${this.announcer.render()}
    `;
  }

  /** After the end, one click on the board starts a new game: the quickest way to play again. */
  private readonly onBoardClick = {
    handleEvent: (e: Event): void => {
      if (this.phase !== 'over') return;
      e.stopPropagation();
      this.reset();
    },
    capture: true, // before a cell takes the click as a move
  };

  /** Under the board: the review's steps in a review, a puzzle's buttons in a puzzle, the game's buttons otherwise. */
  private renderBelowBoard(): unknown {
    const review = this.review ? this.reviews.current : undefined;
    if (review) return review.render(() => this.closeReview());
    const puzzle = this.puzzles.current;
    if (puzzle?.active) return puzzle.render(() => void this.hint());
    const m = this.text;
    const pass = this.inputBlocked() ? null : this.passOf(this.session.state);
    return renderControls(m, {
      game: this.renderControls(),
      pass: pass === null ? null : () => this.userMove(pass),
      hint: this.showHintButton ? () => void this.hint() : null,
      hintBlocked: this.inputBlocked() !== null,
      newGame: this.online.current?.watching ? null : () => this.reset(),
      undo: playsApart(this.seats)
        ? null
        : { undo: () => this.undo(), redo: () => this.redo(), canUndo: this.canUndo, canRedo: this.canRedo },
      keysOpen: this.keys.open,
      toggleKeys: () => this.keys.toggle(),
      review: this.result && this.ai.reviewScale ? () => this.openReview() : null,
      extra: this.tune.current?.render(m.music) ?? nothing,
    });
  }

  /** The move list, with `show-moves` and in a review, once its code is in. */
  private renderMoves(): unknown {
    const list = this.moveList.current;
    if (!list || !(this.showMoves || (this.review && this.reviews.current))) return nothing;
    const m = this.text;
    return list.renderMoveList(this.listedMoves, m.moveList, m.noMoves, this.onePlayer);
  }

  /** The moves played, each with its side (a side may move again, so the list cannot count turns by twos). */
  private get listedMoves(): ListedMove[] {
    const review = this.review ? this.reviews.current : undefined;
    return this.session.past.map((e, i) => ({
      notation: e.notation,
      player: e.before.turn,
      ...review?.listing(i + 1),
    }));
  }

  /**
   * Plays `move` for the user as the computer's (a one-player game finishing itself); throws `IllegalMoveError` when
   * illegal.
   */
  protected playAsComputer(move: M): void {
    this.commit(move, 'computer');
  }

  /** The status line: the review's or the puzzle's while one is open, else the game's own. */
  protected statusText(): string {
    const review = this.review ? this.reviews.current : undefined;
    if (review) return review.describe(review.step);
    if (this.puzzling) return this.puzzles.current!.describe();
    return this.gameStatusText();
  }

  /** The game's status line: whose turn, thinking, or the result; a game adds its own facts to `super`'s. */
  protected gameStatusText(): string {
    const { state: s, result } = this.session;
    const facts = {
      result,
      turn: s.turn,
      thinking: this.thinking,
      computerToMove: this.isAiTurn(),
      mustPass: this.passOf(s) !== null,
      forcedWinSeen: this.forcedWinSeen,
    };
    return statusLine(this.text, {
      ...this.seats,
      ...facts,
      label: (p) => this.sideLabel(p),
      name: (p) => this.playerName(p),
    });
  }

  /**
   * The board's side of moving pieces from square to square (`PieceSelection`), with the game's side: where a move
   * goes, what a square is called, how a lifted piece looks.
   */
  protected piecePort(
    game: Pick<PieceBoardPort<S, M>, 'movePath' | 'pointName' | 'renderDragged'>,
  ): PieceBoardPort<S, M> {
    return {
      ...game,
      rules: () => this.rules,
      state: () => this.gameState,
      lastMove: () => this.lastMove,
      hintMove: () => this.hintMove,
      blocked: () => this.inputBlocked(),
      hideHints: () => this.hideHints,
      text: () => this.text,
      play: (move) => void this.userMove(move),
      focus: (point) => (this.focusCell = point),
      announce: (text) => void this.announce(text),
      refused: (move, reason) => this.emit('invalid-move', { move, reason }),
    };
  }

  protected startNewGame(): void {
    this.session.start(this.gameOptions());
    this.emit('new-game', {});
    this.settle();
  }

  /** Plays `move`; `forcedWin` is set when the computer plays it having seen a forced win. */
  protected commit(move: M, source: MoveSource, forcedWin = false): void {
    const record = this.session.commit(move, source);
    // A hint or analysis of the old position is now stale.
    this.computer.cancelStale();
    this.forcedWinSeen = forcedWin;
    this.moved(record);
  }

  /**
   * Turns a committed move into its events, its announcement and its tone; `source` says a move replayed by `redo()`.
   */
  private moved(r: MoveRecord<S, M>, source: MoveSource | 'redo' = r.source): void {
    this.emit('move', {
      move: r.notation,
      player: r.before.turn,
      ply: r.after.ply,
      byAi: r.source === 'computer',
      source,
    });
    this.online.current?.sent(r);
    const played = this.moveAnnouncement(r.before, r.move, r.notation, r.after);
    void this.announce(`${played} ${this.statusText()}${r.result ? ` ${this.text.newGameHint}` : ''}`);
    if (this.sound) this.tones.current?.play(r.result ? resultCue(this.seats, r.result) : r.before.turn);
    if (r.result) this.over(r.result);
    // A review open meanwhile (an online friend's move, a script's) takes the move in.
    if (this.review) this.reviews.current?.open();
  }

  protected over({ winner, reason, score }: Result): void {
    this.emit('game-over', score ? { winner, reason, score } : { winner, reason });
  }

  /**
   * After a change that is not a move (new game, undo, a loaded game): drops stale searches, says where the game
   * stands, lets the computer move.
   */
  protected settle(): void {
    this.computer.cancelStale();
    // A game loaded meanwhile (a save, `import()`) is the one the open review shows.
    if (this.review) this.reviews.current?.open();
    void this.announce(this.statusText());
    this.computer.sync();
  }

  private onNamesSubmit = (e: SubmitEvent): void => {
    e.preventDefault();
    this.names.submit(new FormData(e.currentTarget as HTMLFormElement));
    void this.updateComplete.then(() => {
      void this.announce(this.statusText());
      void this.grid.focusOn(this.grid.focus);
    });
  };
}
