import { css, html, nothing, type TemplateResult } from 'lit';
import type { Proposal } from '../../core/online-protocol.js';
import type { OnlineState } from '../online/online-link.js';
import type { OnlineWords } from '../online/online-words.js';
import { renderButton } from './controls.js';

/** What the online panel shows, and what its buttons do. */
export interface OnlinePanelView {
  /** The link's state, or null before the board invites or joins. */
  state: OnlineState | null;
  /** The other player's name, once known. */
  peer: string | undefined;
  /** While this board's invitation waits, once the server holds it: the link and the short code. */
  invitation: { link: string; code: string } | null;
  /** On the inviter's board once both seats are taken: the link for those who want to watch. */
  watchLink: string | null;
  /** How many watch the game (the players' boards). */
  watchers: number;
  /** On a watcher's board: the players' names. */
  watching: { first: string; second: string } | null;
  /** Whether this board's invitation is not yet registered with the server. */
  registering: boolean;
  /** The online server's host, named when it cannot be reached. */
  server: string;
  /** The code of a join link that would leave the game under way, while the player decides. */
  askedJoin: string | null;
  /** Whether the board may invite or join (it has no transport of the page's). */
  canInvite: boolean;
  /** The other side's pending offer, and this board's own. */
  theirOffer: Proposal | null;
  ourOffer: Proposal | null;
  /** A line to show once (copied, declined, a bad code...). */
  note: string;
  /** Whether resigning, offering a draw and asking to take back make sense now. */
  playing: boolean;
  canAskUndo: boolean;
  /** Whether a rematch may be asked now (connected, the game over). */
  canRematch: boolean;
  /** The name of the player who left (silent for a while), or null while both are there. */
  away: string | null;
  /** Whether the player who stayed may claim the game now. */
  mayClaim: boolean;
  claim: (draw: boolean) => void;
  invite: () => void;
  join: (e: SubmitEvent) => void;
  copy: () => void;
  copyWatch: () => void;
  leave: () => void;
  resign: () => void;
  offerDraw: () => void;
  askUndo: () => void;
  rematch: () => void;
  answer: (accept: boolean) => void;
  answerJoin: (join: boolean) => void;
  retry: () => void;
}

/**
 * The panel's styles, adopted by a board when it goes online, so that pages not playing online pay nothing for them.
 */
export const onlinePanelStyles = css`
  .online {
    margin-top: 0.75em;
    display: grid;
    gap: 0.5em;
  }
  .online form,
  .online .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: center;
  }
  .online input[readonly] {
    flex: 1 1 12em;
    min-width: 0;
  }
  .online .code {
    font-family: ui-monospace, monospace;
    font-size: 1.2em;
    letter-spacing: 0.15em;
  }
  .online .join-code {
    width: 8em;
  }
`;

/**
 * The panel of online play (`online`): invite or join, the invite link and code, the connection, resign, draw and
 * take-back.
 */
export function renderOnlinePanel(w: OnlineWords, v: OnlinePanelView): TemplateResult {
  return html`
    <div class="online" part="online" role="group" aria-label=${w.panel}>
      ${v.state === null && v.canInvite ? renderStart(w, v) : nothing}
      ${v.invitation && v.state !== 'connected' ? renderInvitation(w, v.invitation, v.copy) : nothing}
      ${renderStatus(w, v)} ${v.watchLink ? renderWatchLink(w, v.watchLink, v.copyWatch) : nothing}
      ${v.watchers > 0 ? html`<div class="row" part="watchers">${w.watchers(v.watchers)}</div>` : nothing}
      ${renderQuestions(w, v)}
      ${v.ourOffer ? html`<div class="row">${w.weOffered(v.ourOffer)}</div>` : nothing}
      ${v.note ? html`<div class="row">${v.note}</div>` : nothing}
      ${v.state !== null ? renderActions(w, v) : nothing}
    </div>`;
}

/** Before a link: the buttons that invite and join. */
function renderStart(w: OnlineWords, v: OnlinePanelView): TemplateResult {
  return html`<div class="row">
      <button type="button" part="button invite" @click=${v.invite}>${w.invite}</button>
    </div>
    <form @submit=${v.join}>
      <label
        >${w.joinCode} <input class="join-code" name="code" autocomplete="off" spellcheck="false" maxlength="9"
      /></label>
      <button type="submit" part="button join">${w.join}</button>
    </form>`;
}

/** This board's invitation while it waits: the link to copy and the short code. */
function renderInvitation(
  w: OnlineWords,
  invitation: { link: string; code: string },
  copy: () => void,
): TemplateResult {
  return html`<p>${w.inviteHelp}</p>
    <div class="row">
      <input readonly part="invite-link" aria-label=${w.inviteLink} .value=${invitation.link} @focus=${selectAll} />
      <button type="button" part="button copy" @click=${copy}>${w.copy}</button>
    </div>
    <div class="row">${w.code}: <span class="code" part="invite-code">${invitation.code}</span></div>`;
}

/** The state of the connection, with a Retry button when the server cannot be reached. */
function renderStatus(w: OnlineWords, v: OnlinePanelView): TemplateResult | typeof nothing {
  const line = statusLine(w, v);
  if (!line) return nothing;
  const retry = v.state === 'unreachable' ? renderButton('retry', w.retry, v.retry) : nothing;
  return html`<div class="row" part="online-status">${line} ${retry}</div>`;
}

/** The link for those who want to watch, to copy. */
function renderWatchLink(w: OnlineWords, link: string, copy: () => void): TemplateResult {
  return html`<p>${w.watchHelp}</p>
    <div class="row">
      <input readonly part="watch-link" aria-label=${w.watchLink} .value=${link} @focus=${selectAll} />
      <button type="button" part="button copy-watch" @click=${copy}>${w.copy}</button>
    </div>`;
}

/** What the other player asks, or the board asks the player: to join another game, an offer, a claim. */
function renderQuestions(w: OnlineWords, v: OnlinePanelView): unknown[] {
  const name = v.peer ?? w.friend;
  const join = v.askedJoin && w.joinAsk(v.askedJoin);
  const offer = v.theirOffer && w.theyOffer(name, v.theirOffer);
  const claim = v.mayClaim && v.away && w.mayClaim(v.away);
  return [
    join ? renderQuestion(join, ['join-other', w.joinOther], ['stay', w.stay], v.answerJoin) : nothing,
    offer ? renderQuestion(offer, ['accept', w.accept], ['decline', w.decline], v.answer) : nothing,
    claim
      ? renderQuestion(claim, ['claim-win', w.claimWin], ['claim-draw', w.claimDraw], (win) => v.claim(!win))
      : nothing,
  ];
}

/** A question to the player with its two answers, each a part and its text; `answer(true)` is the first. */
function renderQuestion(
  question: string,
  [yesPart, yes]: [string, string],
  [noPart, no]: [string, string],
  answer: (first: boolean) => void,
): TemplateResult {
  return html`<div class="row" role="group" aria-label=${question}>
    ${question}
    <button type="button" part="button ${yesPart}" @click=${() => answer(true)}>${yes}</button>
    <button type="button" part="button ${noPart}" @click=${() => answer(false)}>${no}</button>
  </div>`;
}

/** Once linked: resign, draw and take-back while playing; a rematch once over; leave. */
function renderActions(w: OnlineWords, v: OnlinePanelView): TemplateResult {
  const playing = v.playing
    ? html`${renderButton('resign', w.resign, v.resign)}
      ${renderButton('offer-draw', w.offerDraw, v.offerDraw, !!v.ourOffer)}
      ${renderButton('ask-undo', w.askUndo, v.askUndo, !v.canAskUndo || !!v.ourOffer)}`
    : nothing;
  const leave = v.watching ? w.stopWatching : w.stop;
  return html`<div class="row">
    ${playing} ${v.canRematch ? renderButton('rematch', w.rematch, v.rematch, !!v.ourOffer) : nothing}
    ${v.canInvite ? renderButton('leave', leave, v.leave) : nothing}
  </div>`;
}

/** A link's field selects its text when focused, ready to copy. */
const selectAll = (e: FocusEvent): void => (e.target as HTMLInputElement).select();

/** What the panel says of the connection. */
function statusLine(w: OnlineWords, v: OnlinePanelView): string {
  if (v.watching) {
    if (v.state === 'connected') return v.away ? w.left(v.away) : w.watchingGame(v.watching.first, v.watching.second);
    if (v.state === 'waiting') return w.watchingWait;
    return v.state === 'reconnecting' || v.state === 'away' ? w.reconnecting : '';
  }
  switch (v.state) {
    case 'away':
      return w.left(v.away ?? w.friend);
    case 'connected':
      return v.peer ? w.connectedTo(v.peer) : w.connected;
    case 'reconnecting':
      return w.reconnecting;
    case 'waiting':
      if (v.invitation) return w.waiting;
      return v.registering ? w.registering : w.connecting;
    case 'closed':
      return w.closed;
    case 'unreachable':
      return w.unreachable(v.server);
    case 'full':
      return w.full;
    default:
      return '';
  }
}
