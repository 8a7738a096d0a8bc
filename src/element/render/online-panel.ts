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
  const name = v.peer ?? w.friend;
  const line = statusLine(w, v);
  return html`
    <div class="online" part="online" role="group" aria-label=${w.panel}>
      ${
        v.state === null && v.canInvite
          ? html`<div class="row">
              <button type="button" part="button invite" @click=${v.invite}>${w.invite}</button>
            </div>
            <form @submit=${v.join}>
              <label
                >${w.joinCode} <input class="join-code" name="code" autocomplete="off" spellcheck="false" maxlength="9"
              /></label>
              <button type="submit" part="button join">${w.join}</button>
            </form>`
          : nothing
      }
      ${
        v.invitation && v.state !== 'connected'
          ? html`<p>${w.inviteHelp}</p>
            <div class="row">
              <input
                readonly
                part="invite-link"
                aria-label=${w.inviteLink}
                .value=${v.invitation.link}
                @focus=${selectAll}
              />
              <button type="button" part="button copy" @click=${v.copy}>${w.copy}</button>
            </div>
            <div class="row">${w.code}: <span class="code" part="invite-code">${v.invitation.code}</span></div>`
          : nothing
      }
      ${
        line
          ? html`<div class="row" part="online-status">
            ${line} ${v.state === 'unreachable' ? renderButton('retry', w.retry, v.retry) : nothing}
          </div>`
          : nothing
      }
      ${
        v.watchLink
          ? html`<p>${w.watchHelp}</p>
            <div class="row">
              <input readonly part="watch-link" aria-label=${w.watchLink} .value=${v.watchLink} @focus=${selectAll} />
              <button type="button" part="button copy-watch" @click=${v.copyWatch}>${w.copy}</button>
            </div>`
          : nothing
      }
      ${v.watchers > 0 ? html`<div class="row" part="watchers">${w.watchers(v.watchers)}</div>` : nothing}
      ${
        v.askedJoin
          ? html`<div class="row" role="group" aria-label=${w.joinAsk(v.askedJoin)}>
            ${w.joinAsk(v.askedJoin)}
            <button type="button" part="button join-other" @click=${() => v.answerJoin(true)}>${w.joinOther}</button>
            <button type="button" part="button stay" @click=${() => v.answerJoin(false)}>${w.stay}</button>
          </div>`
          : nothing
      }
      ${
        v.theirOffer
          ? html`<div class="row" role="group" aria-label=${w.theyOffer(name, v.theirOffer)}>
            ${w.theyOffer(name, v.theirOffer)}
            <button type="button" part="button accept" @click=${() => v.answer(true)}>${w.accept}</button>
            <button type="button" part="button decline" @click=${() => v.answer(false)}>${w.decline}</button>
          </div>`
          : nothing
      }
      ${
        v.mayClaim && v.away
          ? html`<div class="row" role="group" aria-label=${w.mayClaim(v.away)}>
            ${w.mayClaim(v.away)}
            <button type="button" part="button claim-win" @click=${() => v.claim(false)}>${w.claimWin}</button>
            <button type="button" part="button claim-draw" @click=${() => v.claim(true)}>${w.claimDraw}</button>
          </div>`
          : nothing
      }
      ${v.ourOffer ? html`<div class="row">${w.weOffered(v.ourOffer)}</div>` : nothing}
      ${v.note ? html`<div class="row">${v.note}</div>` : nothing}
      ${
        v.state !== null
          ? html`<div class="row">
            ${
              v.playing
                ? html`${renderButton('resign', w.resign, v.resign)}
                  ${renderButton('offer-draw', w.offerDraw, v.offerDraw, !!v.ourOffer)}
                  ${renderButton('ask-undo', w.askUndo, v.askUndo, !v.canAskUndo || !!v.ourOffer)}`
                : nothing
            }
            ${v.canRematch ? renderButton('rematch', w.rematch, v.rematch, !!v.ourOffer) : nothing}
            ${v.canInvite ? renderButton('leave', v.watching ? w.stopWatching : w.stop, v.leave) : nothing}
          </div>`
          : nothing
      }
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
