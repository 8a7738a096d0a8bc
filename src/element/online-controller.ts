import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BaseState } from '../core/game.js';
import type { GameSession, MoveRecord } from '../core/session.js';
import type { Mode } from './board-element.js';
import type { NamesController } from './names-controller.js';
import type { OnlineActions, OnlineHost, OnlineLink } from './online-link.js';
import type { Transport } from './transport.js';

/** Whether a board may start a new game while playing online: once the game is over, or before its first move, so both boards agree. */
export function mayStartNewGame(session: { readonly result: unknown; readonly moves: readonly string[] }): boolean {
  return session.result !== null || session.moves.length === 0;
}

/** What the online controller reads of its board. */
export interface OnlineControllerHost extends OnlineHost, ReactiveControllerHost {
  readonly localName: string;
  mode: Mode;
  /** What carries the messages, in `online` mode. */
  transport?: Transport;
}

/**
 * Plays across two computers when the board is in `online` mode with a `transport`: it loads the
 * protocol (`online-link.ts`) on first use, so pages that never play online never load it, starts
 * a link on each new transport and closes it when the transport, the mode or the board goes away.
 */
export class OnlineController<S extends BaseState, M, O> implements ReactiveController {
  private transport: Transport | undefined;
  private link: OnlineLink<S, M, O> | undefined;
  private warned = false;

  /** `session` is a function because the board starts its game on first use. */
  constructor(
    private readonly host: OnlineControllerHost,
    private readonly session: () => GameSession<S, M, O>,
    private readonly names: NamesController,
    private readonly actions: OnlineActions<M>,
  ) {
    host.addController(this);
  }

  /** Whether this board may start a new game now (always, unless it plays online mid-game). */
  get mayStartNewGame(): boolean {
    return !this.transport || mayStartNewGame(this.session());
  }

  /** Tells the other board that this one started a new game. */
  startedNewGame(): void {
    this.link?.startedNewGame();
  }

  /** Sends a move made on this board (by its player or a script); the other board's own moves are not sent back. */
  sent(record: MoveRecord<S, M>): void {
    this.link?.sent(record);
  }

  /** Before each update: starts a link for a new transport, closes the old one. */
  hostUpdate(): void {
    const online = this.host.mode === 'online';
    const transport = online ? this.host.transport : undefined;
    if (online && !transport && !this.warned) {
      this.warned = true;
      console.warn(`<${this.host.localName}>: mode="online" plays through the transport property; none is set yet, so moves stay on this board.`);
    }
    if (transport === this.transport) return;
    this.stop();
    this.transport = transport;
    if (!transport) return;
    void import('./online-link.js').then(({ OnlineLink }) => {
      // A newer transport (or none) may have been set while the protocol loaded.
      if (this.transport === transport && !this.link) this.link = new OnlineLink(this.host, this.session, this.names, this.actions, transport);
    });
  }

  hostConnected(): void {
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.stop();
  }

  private stop(): void {
    this.link?.stop();
    this.link = undefined;
    this.transport = undefined;
  }
}
