/**
 * Claims of abandonment between two online boards, judged by the board claimed against from its own
 * absence (see `presence.ts`): taken only when its page did not run for the claim's time, refused
 * otherwise, and a refused claim taken back by the claimer, so that both boards show one result
 * after any split. The rule and why are in the threat model (`docs/online.md`).
 */
import { type BaseState, type Player, opponent } from '../../core/game.js';
import { type HelloMessage, ProtocolError, moveListHash } from '../../core/online-protocol.js';
import { ONLINE_CLOCK_SLACK_MS } from '../../core/clock-setting.js';
import type { GameSession } from '../../core/session.js';
import type { OnlineLinkEvents } from './online-host.js';
import { AWAY_AFTER_MS } from './presence.js';

/** What the claims read of their link, and ask of it. */
export interface ClaimsLink<S extends BaseState, M, O> {
  readonly session: () => GameSession<S, M, O>;
  /** The side this board plays. */
  readonly side: () => Player;
  /** The other player's name, once greeted. */
  readonly peer: () => string | undefined;
  /** The longest time this board's page did not run within the latest silence between the boards. */
  readonly awayDuringSilence: () => number;
  /** How long the player who stays waits before `absent`'s game may be claimed. */
  readonly claimDelay: (absent: Player) => number;
  /** Sends that this board refuses the claim at these moves. */
  readonly sendRefusal: (ply: number, hash: string) => void;
  /** Greets the other board again (a reply, not answered), telling it the game as this board has it. */
  readonly greet: () => void;
  /** Fires `invalid-move` for a claim refused. */
  readonly refuse: (reason: string) => void;
  readonly events: Pick<OnlineLinkEvents<M>, 'claimed' | 'claimRefused' | 'reopened'>;
}

/** The claims of abandonment of one link: those made against this board, and this board's own. */
export class OnlineClaims<S extends BaseState, M, O> {
  /**
   * The hash of the moves at which this board refused the other's claim, told again each heartbeat until the other
   * greets without it.
   */
  private refusing: string | null = null;

  constructor(private readonly link: ClaimsLink<S, M, O>) {}

  /** Whether this board's game ended by its own claim (a win for its side, or a draw, because the other left). */
  get own(): boolean {
    const result = this.link.session().result;
    return result?.reason === 'abandonment' && result.winner !== opponent(this.link.side());
  }

  /** A greeting came: its claim, if any, is judged; a greeting without one ends a refusal. */
  greeted(hello: HelloMessage): void {
    if (!hello.claimed) this.refusing = null;
    else if (!this.link.session().result || this.own) this.judge(hello, hello.claimed.winner);
  }

  /** A move was played: a refusal of a claim at the moves before it has nothing left to tell. */
  moved(): void {
    this.refusing = null;
  }

  /**
   * The other board is heard again without a reconnection (a computer that slept, a network that healed): a claim made
   * meanwhile is told now.
   */
  heardAgain(): void {
    if (this.own) this.link.greet();
  }

  /**
   * Each heartbeat while connected: a refusal lost on the way (a one-way break) is told again until the claimer greets
   * without its claim.
   */
  beat(): void {
    const session = this.link.session();
    if (this.refusing !== null && this.refusing === moveListHash(session.moves))
      this.link.sendRefusal(session.moves.length, this.refusing);
  }

  /**
   * The other board refused this board's claim at these moves, its page having run all along: the result is taken back,
   * the game goes on, and the other board is greeted without the claim.
   */
  refused(ply: number, hash: string): void {
    const session = this.link.session();
    if (!this.own) throw new ProtocolError('This board claimed nothing.');
    if (ply !== session.moves.length || hash !== moveListHash(session.moves))
      throw new ProtocolError('The refusal is of a claim at other moves.');
    this.link.events.reopened();
    this.link.greet();
  }

  /**
   * The other board claimed the game (or called it a draw) because this one left. Taken only at the
   * same moves, for the claimer's side or a draw, and only when this board's own page did not run
   * (closed and reloaded, asleep, frozen) for the claim's time within the latest silence between
   * them: the one absence a board can prove to itself. A board whose page ran all along cannot
   * tell a broken connection, or a claimer that listened in silence, from a player who left, so it
   * refuses, says so to the claimer until it greets without the claim, and the game goes on on both
   * boards. A board that claimed too refuses: it was there to claim.
   */
  private judge(hello: HelloMessage, winner: Player | null): void {
    const session = this.link.session();
    const need = Math.max(AWAY_AFTER_MS, this.link.claimDelay(this.link.side()) - ONLINE_CLOCK_SLACK_MS);
    const away = this.link.awayDuringSilence();
    const hash = moveListHash(session.moves);
    const refused =
      winner !== null && winner !== hello.side
        ? 'A board may claim a win only for its own side.'
        : hash !== hello.hash
          ? 'The other board claims the game at other moves.'
          : this.own
            ? 'Both boards claimed the game while apart: each was there to claim it, so neither player left.'
            : away < need
              ? `The other board claims the game as if this one had left, but this board was here: its page did ` +
                `not run for ${Math.round(away / 1000)} s of the ${Math.round(need / 1000)} s a claim needs.`
              : null;
    if (!refused) return this.link.events.claimed({ winner, reason: 'abandonment' });
    this.link.refuse(refused);
    // The claimer's board is told, so that it takes its result back: one result on both boards.
    if (hash !== hello.hash || (winner !== null && winner !== hello.side)) return;
    this.refusing = hash;
    this.link.events.claimRefused(this.link.peer());
    this.link.sendRefusal(session.moves.length, hash);
  }
}
