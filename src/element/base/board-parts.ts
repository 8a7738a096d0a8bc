import { type Analysis, type MoveValue, type Thought, paceOf } from '../../core/ai.js';
import { levelDepth } from '../../core/ai-levels.js';
import { property } from 'lit/decorators.js';
import { type BaseState, IllegalMoveError, type Player, type Result, isIntInRange } from '../../core/game.js';
import type { MoveSource } from '../../core/session.js';
import { ClockController } from '../controllers/clock-controller.js';
import { BoardView } from './board-view.js';
import { LazyPart, adoptPartStyles } from './lazy-part.js';
import type { Seats } from './seats.js';
import { type Phase, phaseOf, refusal } from './phase.js';
import { BoardComputer } from '../computer/board-computer.js';
import type { OnlineController } from '../online/online-controller.js';
import type { PersistController } from '../controllers/persist-controller.js';
import type { Tones } from '../sound/sound.js';
import type { MusicController } from '../sound/music-controller.js';
import type { Transport } from '../online/transport.js';
import type { ReviewController } from '../review/review-controller.js';
import type { PuzzleController } from '../puzzle/puzzle-controller.js';
import type { PartHost } from './part-host.js';
import type { PropertyValues, ReactiveController } from 'lit';

/** The computer's search is announced only when it takes longer than this (ms). */
const THINKING_ANNOUNCE_DELAY = 1000;

/**
 * The parts of a board that plug into its game, each wired here once: the clocks, saving
 * (`persist`), the tones and the music, the computer and online play. Those only some pages use
 * load when an attribute first asks for them; the computer loads when it is first wanted. The game
 * itself (`GameBoard`) tells them what happened through the hooks below.
 */
export abstract class BoardParts<S extends BaseState, M, O, W extends object = object> extends BoardView<S, M, O, W> {
  /** Plays `move` (the computer's, or the other board's online); `forcedWin` when the computer saw a forced win. */
  protected abstract commit(move: M, source: MoveSource, forcedWin?: boolean): void;

  /** The game ended (`game-over`). */
  protected abstract over(result: Result): void;
  /** Starts a new game with the current attributes, as the other board did online. */
  protected abstract startNewGame(): void;
  /** The status line, announced when the computer thinks long. */
  protected abstract statusText(): string;

  /**
   * The depth the computer searches at in `position`: `ai-depth`, else `ai-level`'s, else (undefined) the game's full
   * depth.
   */
  protected searchDepth(position: S): number | undefined {
    const { aiDepth, aiLevel } = this.settings;
    const max = this.ai.maxDepth(position);
    // Out of the game's range (warned about before the update), it plays at full strength.
    if (aiDepth !== undefined && aiDepth !== null) return isIntInRange(aiDepth, 1, max) ? aiDepth : undefined;
    return aiLevel === undefined ? undefined : levelDepth(aiLevel, max, this.ai.levels?.(position));
  }

  // Parts only some pages use load when an attribute first asks for them (see `partsLoading`).
  protected readonly tones = new LazyPart<Tones>(this, 'the tones (sound)', () =>
    import('../sound/sound.js').then(({ Tones }) => new Tones()),
  );
  protected readonly tune = new LazyPart<MusicController>(this, 'the music', () =>
    import('../sound/music-controller.js').then(({ MusicController }) => new MusicController(this)),
  );
  // Controllers run in the order they are added: the clock is set before a saved game (and its
  // times) is resumed, and both before the computer's turn is checked.
  protected readonly clocks = new ClockController<S, M, O>(this, () => this.session, {
    flagged: (result, tell) => {
      this.over(result);
      if (tell) this.online.current?.timeUp(this.session.state.turn);
      this.settle();
    },
    announce: (text) => void this.announce(text),
    words: () => this.text,
    name: (side) => this.playerName(side),
    graceMs: (side) => this.online.current?.clockGraceMs(side) ?? 0,
    leaving: () => this.persistence.current?.flush(),
  });
  protected readonly persistence = new LazyPart<PersistController<S, M, O>>(this, 'saving the game (persist)', () =>
    import('../controllers/persist-controller.js').then(
      ({ PersistController }) =>
        new PersistController<S, M, O>(this, () => this.session, this.names, {
          ownGameShown: () => this.flow.ownGameShown,
          warn: (key, message) => this.warnOnce(key, message),
          failed: (detail) => this.emit('persist-error', detail),
          loaded: () => (this.requestUpdate(), this.settle()),
        }),
    ),
  );
  // The computer loads the first time it is wanted (its move, a hint, an analysis): never on a page
  // where people play each other, never before a first paint.
  protected readonly computer = new BoardComputer<S, M>(
    this,
    () => this.ai,
    {
      position: () => this.session.state,
      args: () => [
        ...(['mode', 'aiSide', 'localSide', 'aiDepth', 'aiLevel', 'aiTime', 'disabled', 'seed'] as const).map(
          (name) => this.settings[name],
        ),
        this.session.result,
      ],
      computerToMove: () => this.phase === 'computer',
      options: (position, own) => {
        const { aiTime } = this.settings;
        const timeMs = own ? this.clocks.thinkingTime(aiTime) : aiTime;
        return {
          depth: own ? this.searchDepth(position) : undefined,
          timeMs,
          paceMs: paceOf(timeMs),
          seed: ((this.settings.seed ?? this.session.seed) + position.ply * 7919) >>> 0,
        };
      },
      delayMs: () => this.clocks.delay(this.settings.aiDelay),
      play: (thought) =>
        this.commit(thought.move, 'computer', thought.proven === 'win' && this.settings.mode === 'vs-ai'),
      // On a turn of the people's, never while the computer thinks of its move.
      analysisWanted: () => {
        const { phase } = this;
        return this.wantsAnalysis() && !!this.ai.analyses && (phase === 'yours' || phase === 'away');
      },
      analysisTime: () => this.settings.analysisTime,
    },
    (thinking) => {
      this.toggleAttribute('thinking', thinking);
      this.emit('ai-thinking', { thinking });
      this.announcer.later(thinking ? this.settings.aiDelay + THINKING_ANNOUNCE_DELAY : null, () => this.statusText());
      this.requestUpdate();
    },
  );
  protected readonly online: LazyPart<OnlineController<S, M, O>> = new LazyPart<OnlineController<S, M, O>>(
    this,
    'online play',
    () =>
      import('../online/online-controller.js').then(
        ({ OnlineController }) =>
          new OnlineController<S, M, O>(
            this,
            () => this.session,
            this.names,
            {
              play: (move) => (this.commit(move, 'remote'), this.computer.sync()),
              setMoves: (moves) => (this.session.setMoves(moves), this.settle()),
              newGame: () => this.startNewGame(),
              emit: (type, detail) => this.emit(type, detail),
              conclude: (result) => this.session.conclude(result) && (this.over(result), this.settle()),
              reopen: () =>
                this.session.reopen('abandonment') &&
                (this.emit('game-resumed', { reason: 'claim-refused' }), this.settle()),
              announce: (text) => void this.announce(text),
              timeUp: (side) => this.clocks.timeUp(side),
              seat: (side) => (this.localSide = side),
              useTransport: (transport) => (this.transport = transport),
            },
            () => !this.clocks.pending,
          ),
      ),
  );
  // The names form loads for `ask-names`; its module is the part.
  protected readonly namesForm = new LazyPart(this, 'the names form', () =>
    import('../render/names-form.js').then((form) => (adoptPartStyles(this, form.namesFormStyles), form)),
  );
  // The move list loads for `show-moves` and a review; its module is the part (render helpers, no hooks).
  protected readonly moveList = new LazyPart(this, 'the move list', () =>
    import('../render/move-list.js').then((list) => (adoptPartStyles(this, list.moveListStyles), list)),
  );
  // The review loads the first time a board opens one (`review`, `openReview()`).
  protected readonly reviews = new LazyPart<ReviewController<S, M, O>>(this, 'the review', () =>
    import('../review/review-controller.js').then(({ ReviewController, reviewStyles }) => {
      adoptPartStyles(this, reviewStyles);
      return new ReviewController<S, M, O>(this, {
        ...this.partHost(),
        timeMs: () => this.settings.reviewTime,
        progress: (done, total) => this.emit('review-progress', { done, total }),
        ready: (detail) => this.emit('review-ready', detail),
      });
    }),
  );

  // The puzzle loads the first time a board is given one (`puzzle`); after saving, so a puzzle wins over a saved game.
  protected readonly puzzles = new LazyPart<PuzzleController<S, M, O>>(this, 'the puzzle', () =>
    import('../puzzle/puzzle-controller.js').then(({ PuzzleController, puzzleStyles }) => {
      adoptPartStyles(this, puzzleStyles);
      return new PuzzleController<S, M, O>(this, {
        ...this.partHost(),
        spec: () => this.puzzle,
        setUp: (options, moves) => this.setUpPosition(options, moves),
        leave: () => this.returnToOwnGame(),
        commit: (move, source) => this.commit(move, source),
        delayMs: () => this.settings.aiDelay,
        timeMs: () => this.settings.aiTime,
        solved: (detail) => this.emit('puzzle-solved', detail),
        failed: (detail) => this.emit('puzzle-failed', detail),
        sideName: (side) => (this.onePlayer ? '' : this.sideMark(side) || this.playerName(side)),
      });
    }),
  );

  /** What the review and the puzzle read of the board and tell it. */
  private partHost(): PartHost<S, M, O> {
    return {
      session: () => this.session,
      rules: () => this.rules,
      ai: () => this.ai,
      analyse: (state, timeMs, signal, fixed) => this.computer.analyseAt(state, timeMs, signal, fixed),
      announce: (text) => void this.announce(text),
      text: () => this.text,
      language: () => this.texts.language,
      hint: (move) => (this.hintMove = move),
      warn: (key, message) => this.warnOnce(key, message),
    };
  }

  /** Shows a position set up for the player (`options` over the board's, then `moves`), their own game kept aside. */
  protected setUpPosition(options: Partial<O>, moves: readonly string[]): void {
    this.flow.setUp(options, moves);
    this.requestUpdate();
  }

  /**
   * Puts the player's own game back as it was kept aside (a new game where the board's options changed meanwhile); with
   * `persist`, a save another tab wrote meanwhile wins.
   */
  protected returnToOwnGame(): void {
    if (!this.flow.returnToOwnGame()) return;
    this.persistence.current?.rejoin();
    this.settle();
    this.requestUpdate();
  }

  /**
   * Whether the board shows a puzzle (or is finding the one its `puzzle` attribute names): its moves go through the
   * puzzle, and the computer plays no turn of its own.
   */
  protected get puzzling(): boolean {
    const part = this.puzzles.current;
    return !!part && (part.active || part.pending);
  }

  /** The options the game is played with: the puzzle's while one is on the board, else the attributes'. */
  protected currentOptions(): Partial<O> {
    return this.puzzles.current?.options ?? this.gameOptions();
  }

  /**
   * Opens the game in review (as `review` does): every position valued by the computer in its worker, each move marked,
   * the positions stepped through with the arrows, Home and End.
   */
  openReview(): void {
    this.review = true;
  }

  /** Closes the review: the board shows the game as it stands again. */
  closeReview(): void {
    this.review = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('puzzle')) this.askPart(this.puzzles, () => !!this.puzzle);
    if (!changed.has('review')) return;
    this.hintMove = null;
    if (this.reviews.current) this.reviews.current.better = false;
    if (this.review) this.askPart(this.reviews, () => this.review);
    else this.reviews.current?.stop();
  }

  /**
   * Asks `part` to take its property's new value now, or once its code is in while `wanted` still
   * holds: set before the element upgraded, a property reaches the board only in the update itself,
   * after the parts the update waits for were chosen.
   */
  private askPart(part: LazyPart<ReactiveController & { ask(): void }>, wanted: () => boolean): void {
    if (part.current) part.current.ask();
    else if (wanted()) void part.want()?.then(() => wanted() && (part.current?.ask(), this.requestUpdate()));
  }

  /** While a review is open: the position it shows. */
  protected override shownPosition(): { state: S; lastMove: M | null } | null {
    return this.review ? (this.reviews.current?.shown() ?? null) : null;
  }

  /** Plays a move chosen with the pointer or keyboard, or fires `invalid-move` when it may not be played. */
  protected userMove(move: M): boolean {
    try {
      const blocked = this.inputBlocked();
      if (blocked) throw new IllegalMoveError(blocked, move);
      if (this.puzzling) this.puzzles.current!.attempt(move);
      else {
        this.commit(move, 'user');
        this.computer.sync();
      }
      return true;
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      this.emit('invalid-move', { move: this.session.describe(move), reason: e.message });
      return false;
    }
  }

  /** Where the board stands (see `Phase`): derived afresh from its state wherever it is asked. */
  protected get phase(): Phase {
    return phaseOf({
      review: this.review,
      puzzle: this.puzzling,
      // A form whose code could not load asks nothing: the board plays on with the names it has.
      askingNames: this.names.asking && !this.namesForm.failed,
      disabled: this.disabled,
      over: this.result !== null,
      seats: this.seats,
      turn: this.session.state.turn,
    });
  }

  /** Why the user's moves are refused now (see `Phase`; a puzzle judges its own), or null. */
  protected inputBlocked(): string | null {
    const { phase } = this;
    if (phase !== 'puzzle') return refusal(phase, this.seats, this.session.state.turn);
    return this.disabled ? 'The board is disabled.' : this.puzzles.current!.blocked();
  }

  /**
   * In a puzzle, the side that solves is the player's and the other the computer's, whatever the board's mode; names
   * given on the board stay.
   */
  override playerName(player: Player): string {
    const solver = this.puzzles.current?.side;
    if (!solver || this.names.given(player)?.trim()) return super.playerName(player);
    return player === solver ? this.text.you : this.text.computer;
  }

  /** Who sits at each side; a board that watches a game online sits at none. */
  protected override get seats(): Seats {
    return { ...super.seats, watching: this.online.current?.watching ?? false };
  }

  /**
   * In `online` mode, what carries the messages to the other board: set by the page (see `Transport`;
   * `BroadcastChannelTransport` links two tabs), or by the board itself when it invites or joins (PeerJS).
   */
  @property({ attribute: false }) transport?: Transport;

  /** True while the computer is thinking about its move. */
  get thinking(): boolean {
    return this.computer.thinking;
  }

  /** Where the computer's last search ran: `worker`, or `main-thread` where workers are blocked. */
  get aiEngine(): 'worker' | 'main-thread' | undefined {
    return this.computer.engine;
  }

  /**
   * With a `clock`: the milliseconds left on each side's clock now (the side to move's runs from the first move on);
   * null without one.
   */
  get clockTimes(): Readonly<Record<Player, number>> | null {
    return this.clocks.times;
  }

  /** Resolves once the computer has no move in progress (its moves, if any, are played and rendered). */
  get aiComplete(): Promise<void> {
    return this.computer.idle.then(() => this.updateComplete).then(() => undefined);
  }

  /** @internal Also waits for the computer's code when an update asked for it, and for the update that follows. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    for (let loading = this.computer.loading; loading; loading = this.computer.loading) {
      await loading;
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.computer.show();
  }

  /**
   * The computer's move for the user in the current position, or null when the position changed or the search was
   * cancelled meanwhile.
   */
  protected async suggestMove(): Promise<M | null> {
    // A puzzle's hint is its solution's move (or the best by the values), never the computer's own idea.
    if (this.puzzling) return this.puzzles.current!.hintMove();
    return (await this.suggestThought())?.move ?? null;
  }

  /** Like `suggestMove`, with what the computer knows about its move (proven, complete). */
  protected async suggestThought(): Promise<Thought<M> | null> {
    return this.computer.suggest(() => this.session.state);
  }

  /** The latest analysis (for `show-analysis`), with the position it values. */
  protected get analysis(): (Analysis<M> & { state: S }) | null {
    return this.computer.analysis;
  }

  /** The analysed value of `move` in the current position, when `show-analysis` has one. */
  protected moveValue(move: M): MoveValue<M> | undefined {
    return this.wantsAnalysis()
      ? this.computer.valueOf(this.session.state, move, (s, m) => this.rules.moveToString(s, m))
      : undefined;
  }

  /** Whether the analysis of the current position is still being computed. */
  protected get analysing(): boolean {
    return this.wantsAnalysis() && this.computer.analysing(this.session.state);
  }

  /** Adds the parts that `persist`, `sound`, `music` and the `online` mode ask for. */
  protected override partsLoading(): Promise<unknown>[] {
    const wanted = [
      this.persist ? this.persistence : null,
      this.sound ? this.tones : null,
      this.music ? this.tune : null,
      this.settings.mode === 'online' ? this.online : null,
      this.review ? this.reviews : null,
      this.showMoves || this.review ? this.moveList : null,
      this.askNames ? this.namesForm : null,
      this.puzzle ? this.puzzles : null,
    ];
    return [...super.partsLoading(), ...wanted.flatMap((part) => part?.want() ?? [])];
  }
}
