/**
 * The clocks of a game played online, kept by what this board saw: the other board's word on its
 * own time is taken only within what this board measured itself, so no message can stretch a
 * clock, and a side whose time runs out loses when the waiting board sees it, whatever is sent.
 */
import { ONLINE_CLOCK_SLACK_MS } from '../../core/clock-setting.js';
import { type BaseState, type Player } from '../../core/game.js';
import { type FlagMessage, ProtocolError, moveListHash } from '../../core/online-protocol.js';
import type { GameSession } from '../../core/session.js';

/** The rules by which one board takes the other board's figures for its clocks. */
export class OnlineClockRules<S extends BaseState, M, O> {
  /** The move list (its hash) at which a greeting last gave the other side time back: at most once per move. */
  private raisedAt: string | null = null;

  /** `session` is a function because the board may start a new game. */
  constructor(private readonly session: () => GameSession<S, M, O>) {}

  /**
   * A greeting's figure for the sender's own time: a lower one is taken (a board may always say it
   * has less); a higher one at most once per move, by at most `ONLINE_CLOCK_SLACK_MS` over this
   * board's count, and never above what the last agreed move left that side. The ply's lap is kept:
   * a figure given mid-turn says nothing of the time the turn started with.
   */
  greeted(side: Player, left: number): void {
    const session = this.session();
    const clock = session.clock;
    if (!clock || session.result || !Number.isFinite(left)) return;
    const counted = clock.left(side);
    if (left <= counted) return clock.report(side, left, counted, true);
    const at = moveListHash(session.moves);
    if (this.raisedAt === at) return;
    this.raisedAt = at;
    clock.report(
      side,
      left,
      Math.max(counted, Math.min(counted + ONLINE_CLOCK_SLACK_MS, clock.lap(session.moves.length)[side])),
      true,
    );
  }

  /**
   * The other board's own count of its time after its move at `ply` (already played here): taken,
   * but never more than its time at the start of its turn plus the increment, nor more than
   * `ONLINE_CLOCK_SLACK_MS` above what this board measured since it handed over the turn. The
   * measure is this board's own: no greeting before the move changes it.
   */
  moved(side: Player, left: number, ply: number): void {
    const session = this.session();
    const clock = session.clock;
    if (!clock || session.moves.length !== ply) return;
    const before = clock.lap(ply - 1)[side];
    const increment = clock.setting.incrementMs;
    // Without a running clock (the game's first move), nothing was spent.
    const measured = Math.min(before - (clock.spentOnLastMove ?? 0) + increment, clock.left(side));
    clock.report(side, left, Math.min(before + increment, measured + ONLINE_CLOCK_SLACK_MS));
  }

  /**
   * Checks the other board's word that a side's time ran out (throws `ProtocolError` to refuse it):
   * its own side's word is taken at once (it gives up the game); a word on `ownSide` only when this
   * board's own clock is within `ONLINE_CLOCK_SLACK_MS` of zero, so no message ends a game that this
   * board's time still holds. Returns false when the game already ended on time here.
   */
  flagged(message: FlagMessage, ownSide: Player): boolean {
    const session = this.session();
    const clock = session.clock;
    if (!clock) throw new ProtocolError('This board plays without a clock.');
    if (session.result?.reason === 'time') return false; // both boards saw it at once
    if (message.ply !== session.moves.length)
      throw new ProtocolError(`The flag was at move ${message.ply}; this board is at move ${session.moves.length}.`);
    if (session.result) throw new ProtocolError('The game is over.');
    if (message.side !== session.state.turn || clock.runningSide !== message.side)
      throw new ProtocolError(`The ${message.side} side's clock is not running.`);
    if (message.side === ownSide && clock.left(message.side) > ONLINE_CLOCK_SLACK_MS)
      throw new ProtocolError("This board's clock still has time.");
    return true;
  }

  /**
   * On a watcher's board: both sides' times as the inviter's board counts them (a watcher plays no side, so nothing is
   * at stake).
   */
  viewed(setting: string, left: readonly [number, number]): void {
    const clock = this.session().clock;
    if (clock?.text !== setting) return;
    clock.report('first', left[0], Infinity);
    clock.report('second', left[1], Infinity);
  }
}
