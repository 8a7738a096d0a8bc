/**
 * What two boards say to each other to play one game across two computers, free of any transport:
 * the messages, their checked decoding, the hash of a move list, the check of a received move and
 * the comparison of two move lists after a reconnection. Nothing here trusts the other side: every
 * message is parsed defensively and every move is checked by the rules.
 */
import { type BaseState, type Game, IllegalMoveError, LONGEST_LINE, type Player } from './game.js';
import { replayPrefix } from './replay.js';

/** The protocol's version; a board refuses messages of another. */
export const PROTOCOL_VERSION = 1;
/** The longest message accepted, in characters (a long game's whole move list fits many times). */
export const MAX_MESSAGE_LENGTH = 64 * 1024;
/** The longest name accepted from the other side. */
const MAX_NAME = 40;
/**
 * The most moves a message may carry: the ceiling of every game's own bound (`Game.maxPlies`), which the replay of the
 * moves then applies.
 */
const MAX_MOVES = LONGEST_LINE;
/** The longest single move in notation. */
const MAX_MOVE = 32;

/**
 * The first message of each side, sent again after every reconnection: who it is and the game as
 * it sees it.
 */
export interface HelloMessage {
  type: 'hello';
  /** `PROTOCOL_VERSION`. */
  version: number;
  /** The game's id (`reversi`...): boards of two games never play each other. */
  game: string;
  /** The options of the game (size, variant...), compared as JSON. */
  options: unknown;
  /** The sender's side. */
  side: Player;
  /** The sender's name, shown as text. */
  name: string;
  /** The sender's moves from the start. */
  moves: string[];
  /** `moveListHash(moves)`. */
  hash: string;
  /** True when this greeting answers the other's: it is not answered again. */
  reply: boolean;
  /** The sender's time control (`clock` attribute), when it plays with one: both boards must have the same. */
  clock?: string;
  /** With a clock: the sender's own time left, in ms. */
  left?: number;
  /** The sender tells the other it is there every few seconds (`ping`), so its silence means it left. */
  presence?: true;
  /**
   * The sender ended the game at this move list because the receiver left: it claims the win (`winner` the sender's
   * side) or calls it a draw (`winner` null).
   */
  claimed?: { winner: Player | null };
}

/**
 * The receiver's claim of abandonment (in its greeting) is refused: the sender's page ran the whole
 * time the receiver could not hear it, so its player did not leave. The receiver takes its result
 * back and the game goes on. Sent with each heartbeat until the receiver greets without the claim.
 */
export interface ClaimRefusedMessage {
  type: 'claim-refused';
  /** The number of moves played; the hash of the move list, as in the claim. */
  ply: number;
  hash: string;
}

/** The sender is still there (sent every few seconds by a board whose greeting said `presence`). */
export interface PingMessage {
  type: 'ping';
}

/** One move of the sender. */
export interface MoveMessage {
  type: 'move';
  /** The number of moves after this one. */
  ply: number;
  /** The move in the game's notation. */
  move: string;
  /** `moveListHash` of the whole move list, this move included. */
  hash: string;
  /** With a clock: the mover's time left after the move, the increment included, in ms. */
  left?: number;
}

/** A side's time ran out: the sender's own (it says so first), or the other's after a grace. */
export interface FlagMessage {
  type: 'flag';
  /** The number of moves played when the time ran out. */
  ply: number;
  /** The side whose time ran out. */
  side: Player;
}

/** The sender started a new game (allowed once the game is over, or before its first move). */
export interface NewGameMessage {
  type: 'new-game';
}

/** The sender resigns the game. */
export interface ResignMessage {
  type: 'resign';
  /** The number of moves played when the sender resigned. */
  ply: number;
}

/**
 * What one side may propose and the other accept: a draw, taking moves back, or (once the game is over) a new game with
 * the sides swapped.
 */
export type Proposal = 'draw' | 'undo' | 'rematch';

/** The sender proposes a draw, to take moves back to `keep` moves, or a rematch. */
export interface OfferMessage {
  type: 'offer';
  what: Proposal;
  /** The number of moves played when the offer was made; a move in between makes it void. */
  ply: number;
  /** For `undo`: how many moves stay (the sender's last move and the replies after it go). */
  keep?: number;
}

/** The answer to the other side's offer made at `ply`. */
export interface AnswerMessage {
  type: 'answer';
  what: Proposal;
  ply: number;
  accept: boolean;
}

/** The inviter tells the friend how many watch the game. */
export interface WatchersMessage {
  type: 'watchers';
  count: number;
}

/**
 * The game as the inviter's board shows it, sent to each watcher when it comes and after every
 * change: the whole line, so a watcher that joins or reconnects late catches up at once.
 */
export interface ViewMessage {
  type: 'view';
  /** The game's id and options: a watcher's board of another game or options refuses the view. */
  game: string;
  options: unknown;
  /** The moves from the start, and `moveListHash(moves)`. */
  moves: string[];
  hash: string;
  /** The players' names, where known. */
  names: { first?: string; second?: string };
  /**
   * A result reached outside the rules (a resignation, a draw agreed, a flag); the rules' own results show by
   * themselves.
   */
  ended?: { winner: Player | null; reason: OutsideEnding };
  /** With a clock: its setting and both sides' time left, in ms. */
  clock?: { setting: string; left: [number, number] };
  /** The side whose board the inviter's no longer hears: that player left, for now. */
  away?: Player;
}

/**
 * How a game ends outside the rules: a resignation, a draw agreed, a flag, or a game claimed (or called a draw) after
 * the other player left.
 */
export type OutsideEnding = 'resignation' | 'agreement' | 'time' | 'abandonment';

/** Every message two boards exchange. */
export type OnlineMessage =
  | HelloMessage
  | MoveMessage
  | NewGameMessage
  | ResignMessage
  | OfferMessage
  | AnswerMessage
  | FlagMessage
  | WatchersMessage
  | ViewMessage
  | PingMessage
  | ClaimRefusedMessage;

/** A message refused: not ours, malformed, out of turn, illegal, or of another game. */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
}

/**
 * The hash of a move list: 32-bit FNV-1a over the list as JSON (so no two lists share a text), as 8 hex digits. Both
 * sides compute it over the same notation, so equal lists give equal hashes and a lost or extra
 * move shows at once. (It guards against drift, not against a cheat: the rules check every move.)
 */
export function moveListHash(moves: readonly string[]): string {
  return fnv1a(JSON.stringify(moves));
}

/** 32-bit FNV-1a of `text`'s UTF-16 code units, as 8 hex digits. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The message as text to send. */
export function encodeMessage(message: OnlineMessage): string {
  return JSON.stringify(message);
}

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const isMoveList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.length <= MAX_MOVES && v.every((m) => isText(m, MAX_MOVE));
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_MOVES;
const isPly = (v: unknown): v is number => isCount(v) && v >= 1;
const isProposal = (v: unknown): v is Proposal => v === 'draw' || v === 'undo' || v === 'rematch';
/** A clock's time in ms: at most a day and the increments of the longest game. */
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1e9;
const isSide = (v: unknown): v is Player => v === 'first' || v === 'second';
const isHash = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{8}$/.test(v);

/** Whether `text` has the shape of a seat's secret or proof (64 hex digits; see `online-seat.ts`). */
export const isSecret = (text: unknown): text is string => typeof text === 'string' && /^[0-9a-f]{64}$/.test(text);

/** Reads a received message, checking its shape; throws `ProtocolError` saying what is wrong. */
export function decodeMessage(data: unknown): OnlineMessage {
  if (typeof data !== 'string') throw new ProtocolError('The message is not text.');
  if (data.length > MAX_MESSAGE_LENGTH)
    throw new ProtocolError(`The message is longer than ${MAX_MESSAGE_LENGTH} characters.`);
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    throw new ProtocolError('The message is not valid JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ProtocolError('The message is not an object.');
  const v = value as Record<string, unknown>;
  if (v.type === 'move') {
    if (!isPly(v.ply) || !isText(v.move, MAX_MOVE) || !isHash(v.hash) || (v.left !== undefined && !isTime(v.left)))
      throw new ProtocolError('The move message is malformed.');
    const move: MoveMessage = { type: 'move', ply: v.ply, move: v.move, hash: v.hash };
    if (v.left !== undefined) move.left = v.left as number;
    return move;
  }
  if (v.type === 'watchers') {
    if (!isCount(v.count)) throw new ProtocolError('The watchers message is malformed.');
    return { type: 'watchers', count: v.count };
  }
  if (v.type === 'view') return decodeView(v);
  if (v.type === 'flag') {
    if (!isCount(v.ply) || !isSide(v.side)) throw new ProtocolError('The flag message is malformed.');
    return { type: 'flag', ply: v.ply, side: v.side };
  }
  if (v.type === 'new-game') return { type: 'new-game' };
  if (v.type === 'ping') return { type: 'ping' };
  if (v.type === 'claim-refused') {
    if (!isCount(v.ply) || !isHash(v.hash)) throw new ProtocolError('The claim-refused message is malformed.');
    return { type: 'claim-refused', ply: v.ply, hash: v.hash };
  }
  if (v.type === 'resign') {
    if (!isCount(v.ply)) throw new ProtocolError('The resign message is malformed.');
    return { type: 'resign', ply: v.ply };
  }
  if (v.type === 'offer') {
    if (
      !isProposal(v.what) ||
      !isCount(v.ply) ||
      (v.what === 'undo' && !(isCount(v.keep) && v.keep < v.ply)) ||
      (v.what !== 'undo' && v.keep !== undefined)
    )
      throw new ProtocolError('The offer message is malformed.');
    return v.what === 'undo'
      ? { type: 'offer', what: v.what, ply: v.ply, keep: v.keep as number }
      : { type: 'offer', what: v.what, ply: v.ply };
  }
  if (v.type === 'answer') {
    if (!isProposal(v.what) || !isCount(v.ply) || typeof v.accept !== 'boolean')
      throw new ProtocolError('The answer message is malformed.');
    return { type: 'answer', what: v.what, ply: v.ply, accept: v.accept };
  }
  if (v.type === 'hello') {
    if (v.version !== PROTOCOL_VERSION)
      throw new ProtocolError(
        `The other board speaks version ${String(v.version)} of the protocol, not ${PROTOCOL_VERSION}.`,
      );
    if (
      !isText(v.game, 40) ||
      !isSide(v.side) ||
      typeof v.name !== 'string' ||
      !isMoveList(v.moves) ||
      !isHash(v.hash)
    ) {
      throw new ProtocolError('The hello message is malformed.');
    }
    if ((v.clock !== undefined && !isText(v.clock, 20)) || (v.left !== undefined && !isTime(v.left)))
      throw new ProtocolError('The hello message is malformed.');
    const claimed = v.claimed as Record<string, unknown> | undefined;
    if (
      claimed !== undefined &&
      (typeof claimed !== 'object' || claimed === null || !(claimed.winner === null || isSide(claimed.winner)))
    )
      throw new ProtocolError('The hello message is malformed.');
    if (moveListHash(v.moves) !== v.hash) throw new ProtocolError('The hello message does not match its own hash.');
    const hello: HelloMessage = {
      type: 'hello',
      version: PROTOCOL_VERSION,
      game: v.game,
      options: v.options,
      side: v.side,
      name: v.name.trim().slice(0, MAX_NAME),
      moves: v.moves,
      hash: v.hash,
      reply: v.reply === true,
    };
    if (v.clock !== undefined) hello.clock = v.clock as string;
    if (v.left !== undefined) hello.left = v.left as number;
    if (v.presence === true) hello.presence = true;
    if (claimed) hello.claimed = { winner: claimed.winner as Player | null };
    return hello;
  }
  throw new ProtocolError(`Unknown message type "${String(v.type).slice(0, 20)}".`);
}

const ENDINGS: readonly string[] = ['resignation', 'agreement', 'time', 'abandonment'] satisfies OutsideEnding[];

/**
 * Whether a result's reason is one reached outside the rules, which a view must carry (the rules' own show by
 * themselves).
 */
export const isOutsideEnding = (reason: string): reason is OutsideEnding => ENDINGS.includes(reason);

function decodeView(v: Record<string, unknown>): ViewMessage {
  const names = v.names as Record<string, unknown> | null;
  const ended = v.ended as Record<string, unknown> | undefined;
  const clock = v.clock as Record<string, unknown> | undefined;
  const isName = (n: unknown) => n === undefined || typeof n === 'string';
  const okEnded =
    ended === undefined ||
    (typeof ended === 'object' &&
      ended !== null &&
      (ended.winner === null || isSide(ended.winner)) &&
      ENDINGS.includes(ended.reason as string));
  const okClock =
    clock === undefined ||
    (typeof clock === 'object' &&
      clock !== null &&
      isText(clock.setting, 20) &&
      Array.isArray(clock.left) &&
      clock.left.length === 2 &&
      clock.left.every(isTime));
  if (
    !isText(v.game, 40) ||
    !isMoveList(v.moves) ||
    !isHash(v.hash) ||
    typeof names !== 'object' ||
    names === null ||
    !isName(names.first) ||
    !isName(names.second) ||
    !okEnded ||
    !okClock ||
    !(v.away === undefined || isSide(v.away))
  ) {
    throw new ProtocolError('The view message is malformed.');
  }
  if (moveListHash(v.moves) !== v.hash) throw new ProtocolError('The view message does not match its own hash.');
  const view: ViewMessage = { type: 'view', game: v.game, options: v.options, moves: v.moves, hash: v.hash, names: {} };
  for (const side of ['first', 'second'] as const)
    if (typeof names[side] === 'string') view.names[side] = (names[side] as string).trim().slice(0, MAX_NAME);
  if (ended) view.ended = { winner: ended.winner as Player | null, reason: ended.reason as OutsideEnding };
  if (v.away !== undefined) view.away = v.away as Player;
  if (clock)
    view.clock = {
      setting: clock.setting as string,
      left: [(clock.left as number[])[0]!, (clock.left as number[])[1]!],
    };
  return view;
}

/** What a board knows when a move arrives. */
export interface LocalGame<S extends BaseState, M> {
  rules: Game<S, M, unknown>;
  /** The position now. */
  state: S;
  /** The moves played so far, in notation. */
  moves: readonly string[];
  /** The side the other board plays. */
  remoteSide: Player;
}

/**
 * Checks a received move against the game as this board has it: it must be the sender's turn, the
 * next move, legal, and leave both sides with the same move list. Returns the move; throws
 * `ProtocolError` (changing nothing) otherwise.
 */
export function checkRemoteMove<S extends BaseState, M>(game: LocalGame<S, M>, message: MoveMessage): M {
  const { rules, state, moves, remoteSide } = game;
  if (rules.result(state)) throw new ProtocolError('The game is over.');
  if (state.turn !== remoteSide) throw new ProtocolError("It is not the other board's turn.");
  if (message.ply !== moves.length + 1)
    throw new ProtocolError(`The move is number ${message.ply}; the next is number ${moves.length + 1}.`);
  let move: M;
  try {
    move = rules.moveFromString(state, message.move);
  } catch (e) {
    if (!(e instanceof IllegalMoveError)) throw e;
    throw new ProtocolError(`"${message.move}" is not legal here: ${e.message}`);
  }
  if (moveListHash([...moves, rules.moveToString(state, move)]) !== message.hash)
    throw new ProtocolError('The two boards no longer have the same moves.');
  return move;
}

/** How two move lists compare after a reconnection. */
export type Reconciliation =
  /** Both have the same moves. */
  | { kind: 'same' }
  /**
   * The other side's moves extend ours legally: take them (`moves` is the whole line to have). Only
   * the other side's moves are ever taken: where their line goes on with a move of our side that we
   * never played, or with an illegal move, `partAt` is that move's index and the rest is refused.
   */
  | { kind: 'theirs'; moves: string[]; partAt?: number }
  /** Ours extend theirs: the other side takes ours. */
  | { kind: 'ours' }
  /**
   * The lists part ways (or the longer one goes on with our side's move, or an illegal one): reported, never merged.
   */
  | { kind: 'fork'; at: number };

/**
 * Compares our move list with the other side's after a reconnection: a longer line of theirs that
 * extends ours is taken up to its first move of `localSide` (our side's moves come only from this
 * board) or its first illegal move; anything else is a fork at the first move where they differ.
 */
export function reconcile<S extends BaseState, M, O>(
  rules: Game<S, M, O>,
  options: Partial<O>,
  localSide: Player,
  ours: readonly string[],
  theirs: readonly string[],
): Reconciliation {
  const common = Math.min(ours.length, theirs.length);
  let at = 0;
  while (at < common && ours[at] === theirs[at]) at++;
  if (at < common) return { kind: 'fork', at };
  if (ours.length === theirs.length) return { kind: 'same' };
  if (ours.length > theirs.length) return { kind: 'ours' };
  // Their extra moves must replay from the start, as every move of ours already did.
  const { line } = replayPrefix(rules, options, theirs);
  let end = ours.length;
  while (end < line.length && line[end]!.before.turn !== localSide) end++;
  if (end === ours.length) return { kind: 'fork', at: end };
  const moves = line.slice(0, end).map((e) => e.notation);
  return end < theirs.length ? { kind: 'theirs', moves, partAt: end } : { kind: 'theirs', moves };
}

/**
 * How many moves stay when `asker` takes back its last move and the replies after it, given who
 * made each move so far (`movers[i]` made move i + 1); -1 when `asker` has no move to take back.
 * A take-back offer whose `keep` is anything else is refused: it would take back more.
 */
export function takeBackKeep(movers: readonly Player[], asker: Player): number {
  return movers.lastIndexOf(asker);
}

/**
 * Checks a resignation, an offer or an answer from the other side against the game as this board
 * has it: made at the same move count; a rematch only once the game is over and anything else only
 * while it goes on (an answer either way); a take-back keeping exactly the moves before the asker's
 * last one. Throws `ProtocolError` saying what is wrong.
 */
export function checkBetweenPlayers(
  message: ResignMessage | OfferMessage | AnswerMessage,
  game: {
    readonly moves: number;
    readonly over: boolean;
    readonly movers: readonly Player[];
    readonly remoteSide: Player;
  },
): void {
  const what = message.type === 'resign' ? 'resign' : `${message.type} ${message.what}`;
  if (message.ply !== game.moves)
    throw new ProtocolError(`The ${what} was made at move ${message.ply}; this board is at move ${game.moves}.`);
  const rematch = message.type !== 'resign' && message.what === 'rematch';
  if (message.type !== 'answer' && !rematch && game.over) throw new ProtocolError('The game is over.');
  if (message.type === 'offer' && rematch && !game.over)
    throw new ProtocolError('A rematch is asked once the game is over.');
  if (message.type === 'offer' && message.what === 'undo') {
    const keep = takeBackKeep(game.movers, game.remoteSide);
    if (keep < 0) throw new ProtocolError('The other player has no move to take back.');
    if (message.keep !== keep)
      throw new ProtocolError(
        `A take-back may take back only the asker's last move and the replies after it (keep ${keep} moves, not ` +
          `${message.keep}).`,
      );
  }
}

/**
 * Whether a board may start a new game while playing online: once the game is over, or before its first move, so both
 * boards agree.
 */
export function mayStartNewGame(session: { readonly result: unknown; readonly moves: readonly string[] }): boolean {
  return session.result !== null || session.moves.length === 0;
}
