/**
 * The seam between a board and its online play, as types only: what online play reads of its board
 * (`OnlinePlayHost`) and what it asks the board to do (`OnlineActions`). Online play never writes
 * the board's properties; the board does, through these actions. A leaf module: the controller, the
 * play and the link all read it, and it imports none of them.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Player, Result } from '../../core/game.js';
import type { BoardAttributes } from '../base/board-attributes.js';
import type { BoardEventDetails, OnlineStatusEventDetail } from '../base/events.js';
import type { AnswerMessage, OfferMessage } from '../../core/online-protocol.js';
import type { Transport } from './transport.js';
import type { OnlineWords } from './online-words.js';

/** What online play reads of its board. */
export interface OnlinePlayHost extends ReactiveControllerHost {
  readonly localName: string;
  /**
   * The attributes online play reads, as the board plays them (an invalid one as its default): the mode, the side this
   * board plays, the PeerJS server (`online-server`), the STUN and TURN servers (`ice-servers`) and whether to use only
   * relays, and the storage key (`persist`), with which an online game rejoins after a reload.
   */
  readonly settings: Pick<
    BoardAttributes,
    'mode' | 'localSide' | 'onlineServer' | 'iceServers' | 'iceTransportPolicy' | 'persist'
  >;
  /** What carries the messages, in `online` mode: the page's, or the board's own once it invites or joins. */
  readonly transport?: Transport;
  /** Replacements for the board's texts. */
  readonly strings?: object | null;
}

/** What online play asks of its board. */
export interface OnlineActions<M> {
  /** Plays the other board's checked move. */
  play: (move: M) => void;
  /** Sets the game to these moves (a take-back both players agreed). */
  setMoves: (moves: string[]) => void;
  /** Starts a new game, as the other board did. */
  newGame: () => void;
  /**
   * Fires `invalid-move` for a refused message, `online-status` for a change of state, and the events of resigning and
   * offers.
   */
  emit: <K extends 'invalid-move' | 'online-status' | 'resign' | 'offer' | 'offer-answer'>(
    type: K,
    detail: BoardEventDetails[K],
  ) => void;
  /** Ends the game by resignation or agreement. */
  conclude: (result: Result) => void;
  /** Says `text` in the board's live region. */
  announce: (text: string) => void;
  /** Online play's texts in the board's language, with a page's registered texts over them. */
  words: () => OnlineWords;
  /**
   * Takes back a result claimed by abandonment that the other board refused (its player had not left): the game goes on
   * at the same moves.
   */
  reopen: () => void;
  /** Ends the game on `side`'s time, as the other board said. */
  timeUp: (side: Player) => void;
  /**
   * Seats the board at `side`: the side a joining board was left, a seat kept from before, or the other side after a
   * rematch.
   */
  seat: (side: Player) => void;
  /** Makes `transport` the board's (its own after inviting or joining), or none after leaving. */
  useTransport: (transport: Transport | undefined) => void;
}

/**
 * Where a board playing online stands: waiting for the other board, playing, reconnecting, the other player away,
 * closed, the server out of reach, or the game full.
 */
export type OnlineState = OnlineStatusEventDetail['state'];

/**
 * What the link tells online play, its one listener: the other board's moves and messages (each
 * already checked), and the link's own state.
 */
export interface OnlineLinkEvents<M> {
  /** Plays the other board's checked move. */
  play(move: M): void;
  /** Sets the game to these moves (a take-back both players agreed). */
  setMoves(moves: string[]): void;
  /** Starts a new game, as the other board did. */
  newGame(): void;
  /** Fires `invalid-move` for a refused message, `online-status` for a change of state. */
  emit: OnlineActions<M>['emit'];
  /** The other side resigned (already checked: the game was on, at the same move). */
  resigned(): void;
  /** A side's time ran out, as the other board says (already checked against this board's clocks). */
  timeUp(side: Player): void;
  /** How many watch the game, as the inviter's board says (on the friend's board). */
  watchers(count: number): void;
  /** On a watcher's board: the game watched ended outside the rules (a resignation, a draw agreed, a flag). */
  ended(result: Result): void;
  /** The other side proposes a draw or a take-back (checked against this board's move count). */
  offered(offer: OfferMessage): void;
  /** The other side answered this board's offer. */
  answered(answer: AnswerMessage): void;
  /** The link's state changed. */
  changed(state: OnlineState, peer: string | undefined): void;
  /**
   * A joining board is left `side` by the other board's first greeting: from now on it is fixed, and the board must sit
   * there before the link goes on.
   */
  seated(side: Player): void;
  /**
   * The other board ended the game because this one left, and this board was away that long: the game ends so here too.
   */
  claimed(result: Result): void;
  /** This board refused the other board's claim of abandonment (its page ran all along): the game goes on. */
  claimRefused(peer: string | undefined): void;
  /**
   * The other board refused this board's claim (its page ran all along), or on a watcher's board the inviter's claim
   * was taken back: the result is taken back and the game goes on.
   */
  reopened(): void;
  /** On a watcher's board: the side whose board the inviter no longer hears (null: both are there). */
  watchedAway?(side: Player | null): void;
  /** Each heartbeat, while the link lives (the inviter's board tells those who watch it is there). */
  beat?(): void;
}
