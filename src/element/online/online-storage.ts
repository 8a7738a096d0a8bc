/**
 * What a board keeps of online play in the tab's session storage, checked when read back: its seat
 * in each invitation (the game's secret, its side, when it last heard the other board) and, with
 * `persist`, the invitation to rejoin after a reload. Per tab, so two tabs playing each other never
 * swap roles; anything else found there reads as nothing.
 */
import { isSecret } from '../../core/online-protocol.js';
import type { Player } from '../../core/game.js';
import { type Invitation, normalizeCode } from './invitation.js';

/** The invitation a board with `persist` keeps, to rejoin after a reload. */
export interface SavedInvitation {
  invitation: Invitation;
  joining: boolean;
  /** A watcher's board: it watches the game again. */
  watching?: boolean;
}

/**
 * What a board keeps of its seat in one invitation: the game's secret, on the friend's board its side, when it last
 * heard the other board and when its page last ran (`Date.now()`), and whether the other board beats.
 */
export interface Seat {
  secret: string | null;
  side?: Player;
  heardAt?: number;
  aliveAt?: number;
  beats?: true;
}

const seatKey = (invitation: Invitation) => `board-game-elements:online-seat:${invitation.tag}:${invitation.code}`;

/** This tab's seat in `invitation`, checked (anything else in storage reads as no seat). */
export function loadSeat(invitation: Invitation): Seat {
  try {
    const saved = JSON.parse(globalThis.sessionStorage?.getItem(seatKey(invitation)) ?? 'null') as Partial<Seat> | null;
    const seat: Seat = { secret: isSecret(saved?.secret) ? saved.secret : null };
    if (saved?.side === 'first' || saved?.side === 'second') seat.side = saved.side;
    // A time to come is no time heard: it would make a claim against this board look due.
    if (typeof saved?.heardAt === 'number' && Number.isFinite(saved.heardAt) && saved.heardAt <= Date.now())
      seat.heardAt = saved.heardAt;
    // An earlier time than the truth would make this board take a claim: a second tab or a page can only lengthen its
    // own absence, never anyone else's.
    if (typeof saved?.aliveAt === 'number' && Number.isFinite(saved.aliveAt) && saved.aliveAt <= Date.now())
      seat.aliveAt = saved.aliveAt;
    if (saved?.beats === true) seat.beats = true;
    return seat;
  } catch {
    return { secret: null };
  }
}

/**
 * Keeps the seat per tab, whether or not the board has `persist`: a reload must not turn the friend into a stranger.
 */
export function saveSeat(invitation: Invitation, seat: Seat): void {
  try {
    globalThis.sessionStorage?.setItem(seatKey(invitation), JSON.stringify(seat));
  } catch {
    // Without storage the game goes on; after a reload this board is a stranger to it.
  }
}

/**
 * The invitation saved under `key` in this tab for a board of `tag`, checked; null when there is none (or, with a
 * warning from `warn`, a broken one).
 */
export function loadInvitation(key: string, tag: string, warn: (reason: string) => void): SavedInvitation | null {
  try {
    const saved = JSON.parse(globalThis.sessionStorage?.getItem(key) ?? 'null') as SavedInvitation | null;
    if (!saved) return null;
    const { invitation, joining, watching } = saved;
    const code = typeof invitation?.code === 'string' ? normalizeCode(invitation.code) : null;
    if (!code || invitation.tag !== tag || typeof joining !== 'boolean') throw new Error('not an invitation');
    return watching === true && joining
      ? { invitation: { tag: invitation.tag, code }, joining, watching }
      : { invitation: { tag: invitation.tag, code }, joining };
  } catch (e) {
    warn(e instanceof Error ? e.message : String(e));
    return null;
  }
}

/** Keeps (or with null forgets) the invitation under `key` in this tab. */
export function saveInvitation(key: string, saved: SavedInvitation | null): void {
  try {
    if (saved) globalThis.sessionStorage?.setItem(key, JSON.stringify(saved));
    else globalThis.sessionStorage?.removeItem(key);
  } catch {
    // Without storage the game goes on; it just cannot rejoin after a reload.
  }
}
