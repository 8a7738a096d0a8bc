/**
 * Invitations to play online: the short code, the `#bge-join=` fragment of an invite link, the signalling id and
 * server.
 */

/** The parts of an invitation: the tag of the board that invites and the short code. */
export interface Invitation {
  tag: string;
  code: string;
}

/** The letters of a short code: no 0/o, 1/l/i, so it reads and types without doubt. */
const CODE_LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 6;

/** A new random short code. */
export function newCode(): string {
  let code = '';
  // Bytes from 248 up would make the first eight letters likelier: they are drawn again.
  const limit = 256 - (256 % CODE_LETTERS.length);
  while (code.length < CODE_LENGTH) {
    for (const b of crypto.getRandomValues(new Uint8Array(CODE_LENGTH)))
      if (b < limit && code.length < CODE_LENGTH) code += CODE_LETTERS[b % CODE_LETTERS.length];
  }
  return code;
}

/** A typed code as the code it means (spaces, dashes and case ignored), or null when it cannot be one. */
export function normalizeCode(text: string): string | null {
  const code = text.toLowerCase().replace(/[\s-]/g, '');
  return code.length === CODE_LENGTH && [...code].every((c) => CODE_LETTERS.includes(c)) ? code : null;
}

/** The page's address (`href`) with `invitation` as its fragment. */
export function inviteLink(href: string, invitation: Invitation): string {
  return `${href.split('#')[0]}#bge-join=${invitation.tag}-${invitation.code}`;
}

/** The page's address (`href`) with a fragment to watch the game of `invitation` (`#bge-watch=`). */
export function watchLink(href: string, invitation: Invitation): string {
  return `${href.split('#')[0]}#bge-watch=${invitation.tag}-${invitation.code}`;
}

/**
 * Reads the `#bge-join=` fragment of a page's address (with `watch`, the `#bge-watch=` one), or null when it has none
 * (or a broken one).
 */
export function invitationIn(hash: string, watch = false): Invitation | null {
  const m = (
    watch
      ? /^#?bge-watch=([a-z][a-z0-9-]*-board)-([A-Za-z0-9]+)$/
      : /^#?bge-join=([a-z][a-z0-9-]*-board)-([A-Za-z0-9]+)$/
  ).exec(hash);
  const code = m && normalizeCode(m[2]!);
  return m && code ? { tag: m[1]!, code } : null;
}

/** The id under which the inviter's board waits on the signalling server. */
export function peerId(invitation: Invitation): string {
  return `bge-${invitation.tag}-${invitation.code}`;
}

/** Where the PeerJS signalling server is, as `online-server` gives it. */
export interface PeerServer {
  host: string;
  port: number;
  path: string;
  secure: boolean;
}

/**
 * Reads `online-server`: a URL such as `https://peer.example.org:9000/myapp` (`https:` or `wss:`
 * for TLS, `http:` or `ws:` without). Returns null when the text is not such a URL.
 */
export function parsePeerServer(text: string): PeerServer | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:' || url.protocol === 'wss:';
  if (!secure && url.protocol !== 'http:' && url.protocol !== 'ws:') return null;
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 443 : 80,
    path: url.pathname || '/',
    secure,
  };
}
