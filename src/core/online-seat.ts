/**
 * The two seats of an online game, and the handshake that keeps them: anyone who knows an
 * invitation's code can reach the inviter's board, so the first friend to join is given a secret
 * at that first connection, and every later connection of either board must prove it knows the
 * secret before any game message passes. The proof is an HMAC over fresh nonces of both sides, so
 * the secret itself never travels again and a proof seen once is worth nothing later; both sides
 * prove, so a page that took the inviter's id while it reloaded cannot pass for it either.
 *
 * The inviter speaks first on each connection (`challenge`), the friend answers (`knock`), the
 * inviter seats it (`welcome`) or turns it away (`full`). Pure and DOM-free: the transport runs it.
 */
import { fromHex, hmacSha256, toHex } from './hmac.js';
import { isSecret } from './online-protocol.js';

export { isSecret };

/** The inviter's first message on each connection: a fresh nonce. */
export interface ChallengeMessage {
  type: 'challenge';
  nonce: string;
}

/** The friend's answer: its own nonce, and its proof when it holds the game's secret. */
export interface KnockMessage {
  type: 'knock';
  nonce: string;
  proof?: string;
}

/** The inviter seats the friend: a new secret on the first connection, the inviter's own proof after. */
export interface WelcomeMessage {
  type: 'welcome';
  secret?: string;
  proof?: string;
}

/** The inviter turns the connection away: the game already has two players. */
export interface FullMessage {
  type: 'full';
}

/** A watcher's answer to the challenge: it asks to watch, never for a seat. */
export interface WatchMessage {
  type: 'watch';
}

/** The inviter lets a watcher in: it will receive the game's view, and nothing it sends is read. */
export interface WatchingMessage {
  type: 'watching';
}

/** Every message of the handshake. */
export type SeatMessage =
  ChallengeMessage | KnockMessage | WelcomeMessage | FullMessage | WatchMessage | WatchingMessage;

const NONCE = /^[0-9a-f]{32}$/;
/** The longest handshake message read, in characters. */
const MAX_SEAT_MESSAGE = 400;

/** `bytes` random bytes as hex, from the platform's cryptographic generator. */
export function randomHex(bytes: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A new secret for a game's two seats (256 bits). */
export const newSecret = (): string => randomHex(32);
/** A new nonce for one handshake (128 bits). */
export const newNonce = (): string => randomHex(16);

/**
 * The proof that `role` knows `secret` on the connection of these two nonces. The role is part of
 * what is signed, so the inviter's proof cannot be sent back as the friend's.
 */
export function seatProof(
  secret: string,
  role: 'inviter' | 'friend',
  inviterNonce: string,
  friendNonce: string,
): string {
  return toHex(
    hmacSha256(fromHex(secret), new TextEncoder().encode(`bge-seat ${role} ${inviterNonce} ${friendNonce}`)),
  );
}

/** Compares two proofs in time that does not depend on where they differ. */
function sameProof(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Reads a handshake message, or null when `data` is not one (it is then refused by the caller). */
export function decodeSeatMessage(data: unknown): SeatMessage | null {
  if (typeof data !== 'string' || data.length > MAX_SEAT_MESSAGE) return null;
  let v: Record<string, unknown>;
  try {
    v = JSON.parse(data) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const proof = v.proof === undefined || isSecret(v.proof);
  if (v.type === 'challenge' && typeof v.nonce === 'string' && NONCE.test(v.nonce))
    return { type: 'challenge', nonce: v.nonce };
  if (v.type === 'knock' && typeof v.nonce === 'string' && NONCE.test(v.nonce) && proof)
    return v.proof === undefined
      ? { type: 'knock', nonce: v.nonce }
      : { type: 'knock', nonce: v.nonce, proof: v.proof as string };
  if (
    v.type === 'welcome' &&
    proof &&
    (v.secret === undefined || isSecret(v.secret)) &&
    (v.secret === undefined) !== (v.proof === undefined)
  ) {
    return v.secret !== undefined
      ? { type: 'welcome', secret: v.secret as string }
      : { type: 'welcome', proof: v.proof as string };
  }
  if (v.type === 'full') return { type: 'full' };
  if (v.type === 'watch') return { type: 'watch' };
  if (v.type === 'watching') return { type: 'watching' };
  return null;
}

/** How the inviter's side of one handshake ended. */
export type InviterOutcome =
  /** The friend is seated: `secret` is the game's (new when `bound`). Send `reply`. */
  | { seated: true; secret: string; bound: boolean; reply: WelcomeMessage }
  /** Someone without the secret: send `reply` (`full`) and close the connection. */
  | { seated: false; reply: FullMessage };

/**
 * The inviter's side of one connection: sends `challenge`, then judges the knock. With no secret
 * yet, the first knock without a proof takes the free seat; after that only a right proof does.
 */
export class InviterHandshake {
  /** The message to send as soon as the connection opens. */
  readonly challenge: ChallengeMessage = { type: 'challenge', nonce: newNonce() };

  /** `secret` is the game's, or null while the second seat is free. */
  constructor(private readonly secret: string | null) {}

  /** Judges the friend's knock. */
  answer(knock: KnockMessage): InviterOutcome {
    const ours = this.challenge.nonce;
    if (this.secret === null) {
      // A knock with a proof claims a seat this board never gave: never taken on its word.
      if (knock.proof !== undefined) return { seated: false, reply: { type: 'full' } };
      const secret = newSecret();
      return { seated: true, secret, bound: true, reply: { type: 'welcome', secret } };
    }
    if (knock.proof === undefined || !sameProof(knock.proof, seatProof(this.secret, 'friend', ours, knock.nonce)))
      return { seated: false, reply: { type: 'full' } };
    return {
      seated: true,
      secret: this.secret,
      bound: false,
      reply: { type: 'welcome', proof: seatProof(this.secret, 'inviter', ours, knock.nonce) },
    };
  }
}

/** How the friend's side of one handshake ended. */
export type FriendOutcome =
  /** Seated: `secret` is the game's (new when `bound`: keep it). */
  | { seated: true; secret: string; bound: boolean }
  /** The game has two players already. */
  | { seated: false; reason: 'full' }
  /** The other board could not prove it is the inviter this board played: not to be trusted. */
  | { seated: false; reason: 'impostor' };

/** The friend's side of one connection: answers the challenge, then judges the welcome. */
export class FriendHandshake {
  private readonly nonce = newNonce();
  private inviterNonce: string | undefined;

  /** `secret` is the one this board was given at its first connection, or null on the first. */
  constructor(private readonly secret: string | null) {}

  /** The knock answering the inviter's challenge. */
  knock(challenge: ChallengeMessage): KnockMessage {
    this.inviterNonce = challenge.nonce;
    return this.secret === null
      ? { type: 'knock', nonce: this.nonce }
      : { type: 'knock', nonce: this.nonce, proof: seatProof(this.secret, 'friend', challenge.nonce, this.nonce) };
  }

  /** Judges the inviter's last word: `welcome` or `full`. */
  settle(message: WelcomeMessage | FullMessage): FriendOutcome {
    if (message.type === 'full') return { seated: false, reason: 'full' };
    if (this.inviterNonce === undefined) return { seated: false, reason: 'impostor' };
    if (this.secret === null)
      return message.secret !== undefined
        ? { seated: true, secret: message.secret, bound: true }
        : { seated: false, reason: 'impostor' };
    // A board that holds a secret takes no new one: that is what an impostor would offer.
    const expected = seatProof(this.secret, 'inviter', this.inviterNonce, this.nonce);
    return message.proof !== undefined && sameProof(message.proof, expected)
      ? { seated: true, secret: this.secret, bound: false }
      : { seated: false, reason: 'impostor' };
  }
}
