/**
 * A game as it is played, free of the DOM: the position, the moves played and those taken back,
 * the tally of wins, and the game as saved data. A board wraps one; a bot, a server check or a test
 * drives one alone.
 */
import type { GameClock } from './clock.js';
import { type BaseState, type Game, LineTooLongError, MAX_LINE_TEXT, type Player, type Result } from './game.js';
import { type Replay, type ReplayedMove, replay, replayPrefix } from './replay.js';
import { randomSeed } from './rng.js';
import {
  InvalidSavedGameError,
  SAVE_FORMAT,
  SAVE_VERSION,
  type SavedClock,
  type SavedGame,
  type SavedReview,
  parseSavedGame,
} from './saved-game.js';

/**
 * Who made a move: the user on this board, the computer, the remote opponent (`play()` in `remote` mode) or a script
 * (`play()`, `import()`). A move replayed by `redo()` keeps who first made it.
 */
export type MoveSource = 'user' | 'computer' | 'remote' | 'script';

/** One played move with the position it was played from and who played it. */
export interface SessionMove<S, M> extends ReplayedMove<S, M> {
  /** Who played it. */
  source: MoveSource;
}

/** What one committed move did; a board turns it into its `move` and `game-over` events. */
export interface MoveRecord<S, M> extends SessionMove<S, M> {
  /** The position after the move. */
  after: S;
  /** The result the move reached, or null while the game goes on. */
  result: Result | null;
  /** With a clock: the mover's time left after the move, the increment included (ms). */
  left?: number;
}

/** How far `undo()` and `redo()` go. */
export interface UndoPolicy {
  /**
   * The computer's side against a person: undo goes back to the person's previous turn, taking the
   * computer's reply back too, and redo replays up to the person's next turn. Null or absent: one
   * move at a time.
   */
  computer?: Player | null;
}

/** Saved data checked against the rules: its moves replay, its options are valid. */
export interface CheckedGame<S, M, O> {
  /** The saved game as read. */
  saved: SavedGame<O>;
  /** Its moves and undone moves, replayed. */
  line: Replay<S, M>;
}

/** The tally of a session at one moment (`GameSession.tallyMark`). */
export interface TallyMark {
  readonly wins: Readonly<Record<Player, number>>;
  readonly counted: Player | null;
}

/** The position, the moves played and taken back, and the wins of one game after another. */
export class GameSession<S extends BaseState, M, O> {
  private current!: S;
  private startedWith!: Partial<O>;
  private key = '';
  private played: SessionMove<S, M>[] = [];
  private takenBack: SessionMove<S, M>[] = [];
  private wins: Record<Player, number> = { first: 0, second: 0 };
  /** The winner counted in `wins` for the game as it stands, so undo can take the win back. */
  private counted: Player | null = null;
  private gameSeed = 0;
  private changes = 0;
  /** A result agreed outside the rules (a resignation, a draw by agreement, a flag), until the next change. */
  private ended: Result | null = null;
  private timer: GameClock | null = null;
  /**
   * A saved clock read without a clock to take it (a board's clock code loads on demand), with the revision it belongs
   * to.
   */
  private unclaimed: { value: unknown; plies: number; revision: number } | null = null;
  /** A review kept with the game (`keepReview`, a save), with the line it is of. */
  private kept: { line: string; value: unknown } | null = null;
  private keptChanges = 0;

  /**
   * Starts a game with `options` (throws `InvalidOptionsError` when they are invalid).
   * `onChange` hears every change of position or line, after it is made.
   */
  constructor(
    /** The rules of the game played. */
    readonly rules: Game<S, M, O>,
    options: Partial<O> = {},
    private readonly onChange: () => void = () => {},
  ) {
    this.start(options);
  }

  /** The current position. */
  get state(): S {
    return this.current;
  }

  /** The options the current game was started with. */
  get options(): Partial<O> {
    return this.startedWith;
  }

  /** The options as a canonical text, to compare with other options. */
  get optionsKey(): string {
    return this.key;
  }

  /** The moves played, each with the position it was played from. */
  get past(): readonly SessionMove<S, M>[] {
    return this.played;
  }

  /** The moves taken back that `redo()` replays, next first. */
  get future(): readonly SessionMove<S, M>[] {
    return this.takenBack;
  }

  /** The moves played, in notation. */
  get moves(): string[] {
    return this.played.map((e) => e.notation);
  }

  /** The result, or null while the game goes on. */
  get result(): Result | null {
    return this.ended ?? this.rules.result(this.current);
  }

  /** The last move played, or null at the start. */
  get lastMove(): M | null {
    return this.played.at(-1)?.move ?? null;
  }

  /** Games won by each side since the session began (a win taken back by undo is not counted). */
  get tally(): Readonly<Record<Player, number>> {
    return this.wins;
  }

  /** The tally as it stands, and the win counted for the game on the board: what `restoreTally` puts back. */
  get tallyMark(): TallyMark {
    return { wins: this.wins, counted: this.counted };
  }

  /** Puts the tally back as `tallyMark` gave it: games played meanwhile (a puzzle's, a lesson's) count for nobody. */
  restoreTally(mark: TallyMark): void {
    this.wins = { ...mark.wins };
    this.counted = mark.counted;
    this.changes++;
    this.onChange();
  }

  /** A random seed drawn for each new game, so computer games differ unless a seed is given. */
  get seed(): number {
    return this.gameSeed;
  }

  /** Counts every change; equal counts mean nothing changed in between. */
  get revision(): number {
    return this.changes;
  }

  /** Counts the reviews kept or dropped (`keepReview`): a save is written again when it changes. */
  get reviewRevision(): number {
    return this.keptChanges;
  }

  /**
   * The review kept with the game as it stands (`saveReview`'s data, from `keepReview` or a save),
   * still to be checked (`restoreReview`): it may come from storage. Null when none is of these moves.
   */
  get keptReview(): unknown {
    return this.kept?.line === this.lineKey() ? this.kept.value : null;
  }

  /** Keeps `review` with the game as it stands, so `export()` and a save carry it; null drops it. */
  keepReview(review: SavedReview | null): void {
    this.kept = review ? { line: this.lineKey(), value: review } : null;
    this.keptChanges++;
  }

  /** The options and moves as one text: a review is of one line. */
  private lineKey(): string {
    return `${this.key}|${this.moves.join(' ')}`;
  }

  /** The clocks (see `setClock`), or null for a game without time. */
  get clock(): GameClock | null {
    return this.timer;
  }

  /** Plays the game on `clock` from now on (null: no clock); the clock starts afresh, running for the side to move. */
  setClock(clock: GameClock | null): void {
    this.timer = clock;
    clock?.reset();
    // The clock of a game read just before the clock came: taken when nothing changed in between.
    const saved =
      this.unclaimed?.revision === this.changes ? clock?.read(this.unclaimed.value, this.unclaimed.plies) : null;
    this.unclaimed = null;
    if (saved) clock!.adopt(saved, this.played.length, this.nextToMove());
    else clock?.rewound(this.played.length, this.nextToMove());
  }

  /** `move` in notation, or as given when it is no move of this position (for error messages). */
  describe(move: M): string {
    try {
      return this.rules.moveToString(this.current, move);
    } catch {
      return String(move);
    }
  }

  /** Starts a new game with `options` (throws `InvalidOptionsError` when they are invalid). */
  start(options: Partial<O>): void {
    const state = this.rules.newGame(options);
    this.setOptions(options);
    this.gameSeed = randomSeed();
    this.load({ line: [], state }, 0, 'script');
  }

  /**
   * Plays `move`; throws `IllegalMoveError`, changing nothing, when it is illegal. `keepFuture` keeps the moves taken
   * back (redo).
   */
  commit(move: M, source: MoveSource, keepFuture = false): MoveRecord<S, M> {
    const before = this.current;
    const notation = this.rules.moveToString(before, move);
    const after = this.rules.play(before, move);
    const record: MoveRecord<S, M> = { before, move, notation, source, after, result: this.rules.result(after) };
    this.played = [...this.played, { before, move, notation, source }];
    if (!keepFuture) this.takenBack = [];
    this.current = after;
    if (this.timer) {
      const next = record.result ? null : after.turn;
      // A redo replays a move with the times it had; a new move takes the mover's time.
      if (keepFuture) this.timer.rewound(this.played.length, next);
      record.left = keepFuture ? this.timer.left(before.turn) : this.timer.moved(before.turn, this.played.length, next);
    }
    if (record.result?.winner) {
      this.counted = record.result.winner;
      this.wins = { ...this.wins, [this.counted]: this.wins[this.counted] + 1 };
    }
    this.changed();
    return record;
  }

  /**
   * Ends the game as the players agreed, outside the rules: `{winner, reason: 'resignation'}` or
   * `{winner: null, reason: 'agreement'}`. The result holds until the next move, undo or game.
   * Returns false, changing nothing, when the game is already over.
   */
  conclude(result: Result): boolean {
    if (this.result) return false;
    this.changes++;
    this.ended = result;
    this.timer?.stop();
    if (result.winner) {
      this.counted = result.winner;
      this.wins = { ...this.wins, [this.counted]: this.wins[this.counted] + 1 };
    }
    this.onChange();
    return true;
  }

  /**
   * Takes back a result of `reason` set by `conclude` (online, a claim of abandonment the other
   * board refused): the game goes on at the same moves, the clock of the side to move running
   * again from the time it had. Returns false, changing nothing, when the game has no such result.
   */
  reopen(reason: string): boolean {
    if (this.ended?.reason !== reason) return false;
    if (this.counted) {
      this.wins = { ...this.wins, [this.counted]: this.wins[this.counted] - 1 };
      this.counted = null;
    }
    this.ended = null;
    this.timer?.resume(this.nextToMove());
    this.changes++;
    this.onChange();
    return true;
  }

  /** The number of moves `undo(policy)` would take back. */
  undoCount(policy: UndoPolicy = {}): number {
    const past = this.played;
    if (past.length === 0) return 0;
    const computer = policy.computer;
    if (!computer) return 1;
    let i = past.length - 1;
    while (i > 0 && past[i]!.before.turn === computer) i--;
    // Only the computer's moves so far: nothing of the person's to take back.
    return past[i]!.before.turn === computer ? 0 : past.length - i;
  }

  /** Takes moves back as `policy` says; returns how many (0 when there is nothing to take back). */
  undo(policy: UndoPolicy = {}): number {
    const n = this.undoCount(policy);
    if (n === 0) return 0;
    if (this.counted) {
      this.wins = { ...this.wins, [this.counted]: this.wins[this.counted] - 1 };
      this.counted = null;
    }
    const taken = this.played.slice(-n);
    this.played = this.played.slice(0, -n);
    this.takenBack = [...taken, ...this.takenBack];
    this.current = taken[0]!.before;
    this.timer?.rewound(this.played.length, this.nextToMove());
    this.changed();
    return n;
  }

  /**
   * Replays the next move taken back, and as `policy` says the computer's replies after it; returns what was played.
   */
  redo(policy: UndoPolicy = {}): MoveRecord<S, M>[] {
    const records: MoveRecord<S, M>[] = [];
    while (this.takenBack.length > 0) {
      const [next, ...rest] = this.takenBack;
      this.takenBack = rest;
      records.push(this.commit(next!.move, next!.source, true));
      if (!policy.computer || this.current.turn !== policy.computer) break;
    }
    return records;
  }

  /**
   * Sets up the position `moves` reach from the start of the current game's options. A list with
   * an illegal move keeps its legal beginning; the error says which move was refused. A list longer
   * than the game can last (`Game.maxPlies`) changes nothing: the error is a `LineTooLongError`.
   */
  setMoves(moves: readonly string[]): Error | null {
    const r = replayPrefix(this.rules, this.startedWith, moves);
    if (r.error instanceof LineTooLongError) return r.error;
    this.load(r, r.line.length, 'script');
    return r.error;
  }

  /**
   * Reads saved data (an object or its JSON text) and checks it against the rules, changing
   * nothing; throws `InvalidSavedGameError` saying what is wrong.
   */
  check(data: unknown): CheckedGame<S, M, O> {
    if (typeof data === 'string' && data.length > MAX_LINE_TEXT)
      throw new InvalidSavedGameError(
        `The saved game is ${data.length} characters long; at most ${MAX_LINE_TEXT} are read.`,
      );
    const saved = parseSavedGame<O>(data, this.rules.id);
    const problem = this.rules.validateOptions(saved.options);
    if (problem) throw new InvalidSavedGameError(`The saved game's options are not valid: ${problem}`);
    try {
      return { saved, line: replay(this.rules, saved.options, [...saved.moves, ...saved.undone]) };
    } catch (e) {
      throw new InvalidSavedGameError(e instanceof Error ? e.message : String(e));
    }
  }

  /**
   * Makes a checked game current: its moves, and its undone moves ready for redo. `options` are
   * its options as the caller writes them (a board: as its attributes give them), by default the saved ones.
   */
  adopt({ saved, line }: CheckedGame<S, M, O>, options: Partial<O> = saved.options): void {
    this.setOptions(options);
    const clock = this.timer?.read(saved.clock, line.line.length);
    this.load(line, saved.moves.length, 'script', clock ?? undefined);
    this.unclaimed =
      !this.timer && saved.clock !== undefined
        ? { value: saved.clock, plies: line.line.length, revision: this.changes }
        : null;
    this.kept = saved.review !== undefined ? { line: this.lineKey(), value: saved.review } : null;
  }

  /** The game as JSON-ready data; `players` are the names to keep with it. */
  export(players?: Partial<Record<Player, string>>): SavedGame<O> {
    const saved: SavedGame<O> = {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      game: this.rules.id,
      options: JSON.parse(this.key) as Partial<O>,
      moves: this.moves,
      undone: this.takenBack.map((e) => e.notation),
    };
    if (players) saved.players = { ...players };
    if (this.timer) saved.clock = this.timer.export();
    const review = this.keptReview;
    if (review !== null) saved.review = review as SavedReview;
    return saved;
  }

  /** Keeps a copy of `options` as JSON would, so later changes to the caller's object do not leak in. */
  private setOptions(options: Partial<O>): void {
    this.key = JSON.stringify(options);
    this.startedWith = JSON.parse(this.key) as Partial<O>;
  }

  /** The first `played` moves of `game` on the board, the rest ready for redo. */
  private load(game: Replay<S, M>, played: number, source: MoveSource, clock?: SavedClock): void {
    const entries = game.line.map((e) => ({ ...e, source }));
    this.played = entries.slice(0, played);
    this.takenBack = entries.slice(played);
    this.current = played < entries.length ? entries[played]!.before : game.state;
    this.counted = null;
    // A game set up without its clock starts with full time for both sides.
    this.timer?.reset();
    if (clock) this.timer?.adopt(clock, played, this.nextToMove());
    else this.timer?.rewound(played, this.nextToMove());
    this.changed();
  }

  /** The side whose clock runs: the side to move, or null once the rules end the game. */
  private nextToMove(): Player | null {
    return this.rules.result(this.current) ? null : this.current.turn;
  }

  private changed(): void {
    this.ended = null;
    this.changes++;
    this.onChange();
  }
}
