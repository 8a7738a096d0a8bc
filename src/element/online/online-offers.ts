/**
 * The offers two players make each other online: a draw, a take-back of the asker's last move (and
 * the replies after it), and once the game is over a rematch with the sides swapped. Each is made
 * at a move; any move voids the offers pending.
 */
import { type BaseState, type Player, opponent } from '../../core/game.js';
import {
  type AnswerMessage,
  type OfferMessage,
  type OnlineMessage,
  type Proposal,
  takeBackKeep,
} from '../../core/online-protocol.js';
import type { GameSession } from '../../core/session.js';
import type { OnlineActions } from './online-host.js';
import type { OnlineWords } from './online-words.js';

/** What the offers need of online play. */
export interface OffersHost<S extends BaseState, M, O> {
  readonly session: () => GameSession<S, M, O>;
  readonly actions: OnlineActions<M>;
  /** The side this board plays. */
  side(): Player;
  /** Sends a message to the other board; false when the connection is not open. */
  tell(message: OnlineMessage): boolean;
  /** Whether the game is on and connected (offers of a draw or a take-back make sense). */
  playing(): boolean;
  /** Whether a rematch may be asked now (connected, the game over, not watching). */
  mayRematch(): boolean;
  /** The texts, and the other player's name as it is shown. */
  words(): OnlineWords;
  peer(): string;
  /** Shows a line in the panel. */
  note(text: string): void;
  /** This board now plays `side` (a rematch): kept with its seat. */
  reseat(side: Player): void;
  requestUpdate(): void;
}

/** The pending offers of one board's game online, each way. */
export class OnlineOffers<S extends BaseState, M, O> {
  /** The other side's pending offer, and this board's own. */
  theirs: OfferMessage | null = null;
  ours: OfferMessage | null = null;

  constructor(private readonly host: OffersHost<S, M, O>) {}

  /** Voids the offers pending (a move, a flag, a new game, a dropped connection). */
  clear(): void {
    this.theirs = this.ours = null;
  }

  /** How many moves stay when this board takes back its last move and the replies after it; -1 when it has none. */
  undoKeep(): number {
    return takeBackKeep(
      this.host.session().past.map((e) => e.before.turn),
      this.host.side(),
    );
  }

  /**
   * Offers a draw, asks to take back this board's last move (and the reply after it), or once the game is over a
   * rematch; false when it cannot be asked now.
   */
  propose(what: Proposal): boolean {
    const session = this.host.session();
    const keep = this.undoKeep();
    const now = what === 'rematch' ? this.host.mayRematch() : this.host.playing();
    if (!now || this.ours || (what === 'undo' && keep < 0)) return false;
    const offer: OfferMessage =
      what === 'undo'
        ? { type: 'offer', what, ply: session.moves.length, keep }
        : { type: 'offer', what, ply: session.moves.length };
    if (!this.host.tell(offer)) return false;
    this.ours = offer;
    this.host.note('');
    this.host.actions.emit('offer', { what, player: this.host.side() });
    this.host.actions.announce(this.host.words().weOffered(what));
    this.host.requestUpdate();
    return true;
  }

  /** Answers the other side's pending offer. */
  answer(accept: boolean): void {
    const offer = this.theirs;
    if (!offer) return;
    this.theirs = null;
    this.host.tell({ type: 'answer', what: offer.what, ply: offer.ply, accept });
    this.host.actions.emit('offer-answer', { what: offer.what, player: this.host.side(), accept });
    if (accept) this.agree(offer);
    this.host.requestUpdate();
  }

  /** The other side proposes something (already checked by the link). */
  offered(offer: OfferMessage): void {
    this.theirs = offer;
    this.host.actions.emit('offer', { what: offer.what, player: opponent(this.host.side()) });
    this.host.actions.announce(this.host.words().theyOffer(this.host.peer(), offer.what));
    this.host.requestUpdate();
  }

  /** The other side answered this board's offer. */
  answered(answer: AnswerMessage): void {
    const offer = this.ours;
    if (!offer || offer.what !== answer.what || offer.ply !== answer.ply) return;
    this.ours = null;
    this.host.actions.emit('offer-answer', {
      what: answer.what,
      player: opponent(this.host.side()),
      accept: answer.accept,
    });
    if (answer.accept) this.agree(offer);
    else {
      const line = this.host.words().declined(answer.what);
      this.host.note(line);
      this.host.actions.announce(line);
    }
    this.host.requestUpdate();
  }

  private agree(offer: OfferMessage): void {
    if (offer.what === 'draw') {
      this.host.note(this.host.words().drawAgreed);
      this.host.actions.conclude({ winner: null, reason: 'agreement' });
    } else if (offer.what === 'rematch') {
      // Both agreed: this board takes the other side and a new game starts.
      this.host.reseat(opponent(this.host.side()));
      this.host.note('');
      this.host.actions.newGame();
    } else this.host.actions.setMoves(this.host.session().moves.slice(0, offer.keep));
  }
}
