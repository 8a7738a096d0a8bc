import { nothing, type ReactiveController } from 'lit';
import type { BaseState, Player } from '../../core/game.js';
import { type Proposal, mayStartNewGame } from '../../core/online-protocol.js';
import type { GameSession, MoveRecord } from '../../core/session.js';
import type { PlayerNames } from '../base/player-names.js';
import type { BoardHost } from '../base/board-host.js';
import type { PartsPort } from '../base/parts-port.js';
import type { OnlineActions, OnlinePlayHost } from './online-host.js';
import { OnlinePlay } from './online-play.js';
import { ONLINE_CLOCK_SLACK_MS } from '../../core/clock-setting.js';
import { onlineTables } from './online-tables.js';

/**
 * Plays across two computers when the board is in `online` mode (`online-play.ts`: the invitation,
 * the link, the offers), and closes it when the mode or the board goes away. The board loads it
 * (through a `LazyPart`) when it first goes online, so pages that never play online never load it.
 */
export class OnlineController<S extends BaseState, M, O> implements ReactiveController {
  private play: OnlinePlay<S, M, O> | undefined;

  /** `session` is a function because the board starts its game on first use. */
  constructor(
    private readonly host: OnlinePlayHost,
    private readonly session: () => GameSession<S, M, O>,
    private readonly names: PlayerNames,
    private readonly actions: OnlineActions<M>,
    /**
     * Whether the board's game is set up (its clock's code loaded): a board greets the other only then, or its greeting
     * would leave out its clock and be refused.
     */
    private readonly settled: () => boolean = () => true,
  ) {}

  /** Whether this board may start a new game now (always, unless it plays online mid-game, or watches). */
  get mayStartNewGame(): boolean {
    return (
      !this.host.transport ||
      this.host.settings.mode !== 'online' ||
      (!this.watching && mayStartNewGame(this.session()))
    );
  }

  /** Whether this board watches a game online (read-only: no input, no computer, no offers). */
  get watching(): boolean {
    return this.host.settings.mode === 'online' && !!this.play?.watching;
  }

  /** Tells the other board that this one started a new game. */
  startedNewGame(): void {
    this.play?.startedNewGame();
  }

  /** Sends a move made on this board (by its player or a script); the other board's own moves are not sent back. */
  sent(record: MoveRecord<S, M>): void {
    this.play?.sent(record);
  }

  /** Tells the other board that `side`'s time ran out here. */
  timeUp(side: Player): void {
    this.play?.tellTimeUp(side);
  }

  /**
   * How long past zero this board waits before ending the game on `side`'s time: online, the other board's side gets a
   * margin to say so itself.
   */
  clockGraceMs(side: Player): number {
    return this.host.settings.mode === 'online' && this.host.transport && side !== this.host.settings.localSide
      ? ONLINE_CLOCK_SLACK_MS
      : 0;
  }

  /** Resigns the game online; false when not playing online now. */
  resign(): boolean {
    return this.play?.resign() ?? false;
  }

  /** Offers a draw or asks to take back, online; false when it cannot be asked now. */
  propose(what: Proposal): boolean {
    return this.play?.propose(what) ?? false;
  }

  /** The online panel, in `online` mode. */
  render(): unknown {
    return this.play?.render() ?? nothing;
  }

  /** Before each update: starts online play when the board goes online, links its transport, or closes it all. */
  hostUpdate(): void {
    if (this.host.settings.mode !== 'online') return this.stop(true);
    // The clock requests an update once it is on the game.
    if (!this.settled()) return;
    this.play ??= new OnlinePlay(this.host, this.session, this.names, this.actions);
    this.play.sync();
  }

  /** After each update: those who watch get the game as it stands. */
  hostUpdated(): void {
    this.play?.updated();
  }

  hostConnected(): void {
    // Put back on a page, the board takes up online play again on its next update.
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.stop(false);
  }

  private stop(forget: boolean): void {
    this.play?.stop(forget);
    this.play = undefined;
  }
}

/** Online play wired to its board's core, its computer and its clocks: the board loads it, this with it, online. */
export function onlinePart<S extends BaseState, M, O>(
  host: BoardHost,
  core: PartsPort<S, M, O>,
  {
    computer,
    clocks,
  }: { computer: { sync(): void }; clocks: { timeUp(side: Player): void; readonly pending: boolean } },
): OnlineController<S, M, O> {
  const actions: OnlineActions<M> = {
    play: (move) => (core.commit(move, 'remote'), computer.sync()),
    setMoves: (moves) => (core.session.setMoves(moves), core.settle()),
    newGame: () => core.startNewGame(),
    emit: (type, detail) => core.emit(type, detail),
    conclude: (result) => core.session.conclude(result) && (core.over(result), core.settle()),
    reopen: () =>
      core.session.reopen('abandonment') && (core.emit('game-resumed', { reason: 'claim-refused' }), core.settle()),
    announce: (text) => void core.announce(text),
    words: () => core.words('online', onlineTables),
    timeUp: (side) => clocks.timeUp(side),
    seat: (side) => (host.localSide = side),
    useTransport: (transport) => (host.transport = transport),
  };
  // Asked once now, so the board's first render online waits for the texts of its language.
  core.words('online', onlineTables);
  return new OnlineController<S, M, O>(
    host,
    () => core.session,
    core.names,
    actions,
    () => !clocks.pending,
  );
}
