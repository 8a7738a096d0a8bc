import { type BaseState, type Game, LineTooLongError } from '../../core/game.js';
import { parseMoveList } from '../../core/replay.js';
import type { SavedGame } from '../../core/saved-game.js';
import { GameSession, type TallyMark } from '../../core/session.js';

/** What the flow reads from its board and tells it: facts and reactions, never the board itself. */
export interface FlowPort<S extends BaseState, M, O> {
  /** The rules the game is played by. */
  rules(): Game<S, M, O>;
  /** The options the board's attributes give now (the values it plays with). */
  options(): Partial<O>;
  /** Whether the board has rendered and has no update pending: moves set then apply at once. */
  live(): boolean;
  /** The position changed in any way: what belonged to the old one (a selection, a hint) goes. */
  changed(): void;
  /** The game changed by other means than a move (a new game, an undo, a loaded one). */
  settled(): void;
  /** One console warning per distinct problem. */
  warn(key: string, message: string): void;
}

/**
 * The game as a board plays it: its session, started with the attributes' options the first time it is asked for and
 * again when they change; the moves a page sets (`moves`), applied at once on a live board or with the next update; and
 * the player's own game, kept aside while the board shows a position set up for them (a puzzle's).
 */
export class GameFlow<S extends BaseState, M, O> {
  private game: GameSession<S, M, O> | undefined;
  /** Moves set by the page, waiting for the next update. */
  private pending: string[] | undefined;
  /** What applying `pending` at once gave (null: all legal), or undefined when they wait for the update. */
  private appliedEarly: Error | null | undefined;
  /** The player's own game while a set-up position is shown; never saved over nor replaced by a save. */
  private ownGame: SavedGame<O> | null = null;
  /** The tally when the own game was kept aside: what it is again when the game comes back. */
  private ownTally: TallyMark | null = null;

  constructor(private readonly port: FlowPort<S, M, O>) {}

  /** The game being played; the first use starts it with the options the attributes give. */
  get session(): GameSession<S, M, O> {
    this.game ??= new GameSession(this.port.rules(), this.port.options(), () => this.port.changed());
    return this.game;
  }

  /**
   * Takes the moves a page set (a list, or text such as `"b2 a1 c3"`): applied with the next update, after any options
   * changed in the same tick, or at once on a live board with nothing else pending, so that reading `moves` right
   * after gives them. Text longer than any game's line is not even split: the game stays as it is (false).
   */
  setMoves(value: string | readonly string[] | null | undefined): boolean {
    try {
      this.pending = value == null ? [] : parseMoveList(value);
    } catch (e) {
      this.port.warn('moves-text', `moves: ${(e as Error).message} The game is left as it was.`);
      return false;
    }
    this.appliedEarly = undefined;
    if (this.port.live()) {
      this.appliedEarly = this.session.setMoves(this.pending);
      this.port.settled();
    }
    return true;
  }

  /**
   * Before an update: starts the game again when `options` changed, then applies the moves set meanwhile (again, when
   * the options changed after they were applied at once). `rendered` says whether the board rendered before.
   */
  update(options: Partial<O>, rendered: boolean): void {
    const restarted = JSON.stringify(options) !== this.session.optionsKey;
    if (restarted) this.session.start(options);
    const list = this.pending;
    const early = this.appliedEarly;
    this.pending = this.appliedEarly = undefined;
    if (!list || (!restarted && early === null)) return;
    const error = this.session.setMoves(list);
    if (error instanceof LineTooLongError)
      this.port.warn(`moves-length=${list.length}`, `moves: ${error.message} The game is left as it was.`);
    else if (error)
      this.port.warn(
        `moves=${list.join(' ')}`,
        `moves: ${error.message} Keeping the ${this.session.past.length} legal moves before it.`,
      );
    // Before the first update, that update starts the computer.
    if (rendered) this.port.settled();
  }

  /** Whether the board shows the player's own game, not a position set up for them. */
  get ownGameShown(): boolean {
    return this.ownGame === null;
  }

  /**
   * Shows a position set up for the player (a game of `options` alone, the game's defaults for any it leaves out, never
   * the board's attributes: the position its data was checked in; then `moves`), keeping their own game aside the first
   * time; `returnToOwnGame` puts it back.
   */
  setUp(options: Partial<O>, moves: readonly string[]): void {
    this.ownGame ??= this.session.export();
    this.ownTally ??= this.session.tallyMark;
    this.session.start(options);
    this.session.setMoves([...moves]);
    this.port.settled();
  }

  /**
   * Puts the player's own game back as it was kept aside, or starts a new one where the board's options changed
   * meanwhile; false when no game was kept aside.
   */
  returnToOwnGame(): boolean {
    const own = this.ownGame;
    if (!own) return false;
    this.ownGame = null;
    // The games won in puzzles and lessons are not the players' games.
    const tally = this.ownTally;
    this.ownTally = null;
    const options = this.port.options();
    // Exported by this session, so it replays: the moves, the moves taken back, the clocks and a kept review.
    if (JSON.stringify(own.options) === JSON.stringify(options)) this.session.adopt(this.session.check(own));
    else this.session.start(options);
    if (tally) this.session.restoreTally(tally);
    return true;
  }
}
