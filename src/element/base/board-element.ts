import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { DEFAULT_TIME_MS } from '../../core/ai.js';
import { AI_LEVELS, type AiLevel, isAiLevel } from '../../core/ai-levels.js';
import { parseClock } from '../../core/clock.js';
import { type Player, isIntInRange } from '../../core/game.js';
import type { BoardEventDetails, BoardEventMap } from './events.js';
import { nameByAttributes, readTexts } from './framework-props.js';
import type { Messages } from './messages.js';
import { baseStyles } from './styles.js';

/** Who plays the two sides. */
export type Mode = 'vs-ai' | 'two-player' | 'ai-vs-ai' | 'remote' | 'online';

/** The colour themes: follow the reader's preference, or fix light or dark colours. */
export type Theme = 'auto' | 'light' | 'dark';
/** Whether a board shows its files and ranks: `edge` or `none`. */
export type Coordinates = 'edge' | 'none';

/**
 * A bubbling, composed event; made apart from `emit`, whose calls the manifest's analyzer would otherwise list as
 * events of their own (the manifest's events come from `BoardEventDetails`).
 */
function boardEvent<T>(type: string, detail: T): CustomEvent<T> {
  return new CustomEvent<T>(type, { detail, bubbles: true, composed: true });
}

/** Reads a JSON attribute; text that is not JSON stays as it is, so that the check names it and falls back. */
const jsonAttribute = {
  fromAttribute: (value: string | null): unknown => {
    if (value === null) return null;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
};

/**
 * Whether `value` is a list of RTC ICE servers: each with `urls` of `stun:`, `turn:` or `turns:`, and text credentials.
 */
function isIceServerList(value: unknown): boolean {
  const isUrl = (u: unknown) => typeof u === 'string' && /^(stun|stuns|turn|turns):\S+$/.test(u);
  return (
    Array.isArray(value) &&
    value.length <= 16 &&
    value.every(
      (s: Record<string, unknown>) =>
        typeof s === 'object' &&
        s !== null &&
        (isUrl(s.urls) || (Array.isArray(s.urls) && s.urls.length > 0 && s.urls.every(isUrl))) &&
        ['username', 'credential'].every((k) => s[k] === undefined || typeof s[k] === 'string'),
    )
  );
}

/** The least pause before the computer's move appears, in milliseconds (`ai-delay`'s default). */
export const DEFAULT_DELAY_MS = 400;
/** The time a review gives each position, in milliseconds (`review-time`'s default). */
export const DEFAULT_REVIEW_MS = 1000;
/** The time budget of one whole analysis, in milliseconds (`analysis-time`'s default). */
export const DEFAULT_ANALYSIS_MS = 20000;

const MODES: readonly Mode[] = ['vs-ai', 'two-player', 'ai-vs-ai', 'remote', 'online'];
const THEMES: readonly Theme[] = ['auto', 'light', 'dark'];
const SIDES: readonly Player[] = ['first', 'second'];

/**
 * The boards' events typed on the boards themselves, not on every element of the page (a global
 * `HTMLElementEventMap` would type a `move` event on each `<div>`): `board.addEventListener('move', (e) =>
 * e.detail.move)`.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with the class, whose type parameter it repeats
export interface BoardElement<W extends object = object> {
  addEventListener<K extends keyof BoardEventMap>(
    type: K,
    listener: (this: this, event: BoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof BoardEventMap>(
    type: K,
    listener: (this: this, event: BoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/**
 * What every board shows the page: its attributes (each validated before an update: an invalid
 * value falls back to its default with one console warning), its events, its parts and its custom
 * properties. The behaviour lives in `GameBoard`, which composes the game session and its
 * controllers. The language follows the global `lang` attribute (`en` or `zh`), on the board or an
 * ancestor. Its events, and each one's `detail`, are the list `BoardEventDetails` (`events.ts`).
 *
 * @csspart status - The status line (whose turn, thinking, the result).
 * @csspart persist-note - With `persist`, the line that says why the game is not being saved.
 * @csspart players - The two name plates.
 * @csspart player - A name plate; also `player-first` or `player-second`, and `to-move` for the side to move.
 * @csspart player-name - A player's name.
 * @csspart clock - A side's clock (`clock`), in its name plate; also `clock-running` for the side whose time runs and
 * `clock-low` under 10 seconds.
 * @csspart score - A player's score and games won.
 * @csspart board - The board (an ARIA grid).
 * @csspart cell - Every cell of the board; each cell also has its coordinate as a part.
 * @csspart piece - A piece or mark on the board.
 * @csspart last-move - The cell or pieces of the last move.
 * @csspart hint - The cell or pieces of the suggested move.
 * @csspart controls - The row of buttons under the board.
 * @csspart button - Every button.
 * @csspart new-game - The new-game button.
 * @csspart undo - The undo button.
 * @csspart redo - The redo button.
 * @csspart hint-button - The hint button (`show-hint-button`).
 * @csspart pass-button - The button that passes when the side to move has no move (games with passing).
 * @csspart keys-button - The button that shows the keys.
 * @csspart help - The list of keys.
 * @csspart moves - The move list (`show-moves`).
 * @csspart move - One move in the move list.
 * @csspart names - The form asking the players' names (`ask-names`).
 * @csspart online - The panel of online play: invite, join, the connection, resign, draw, take-back.
 * @csspart invite-link - The invite link to copy.
 * @csspart invite-code - The short code of an invitation.
 * @csspart online-status - The state of the connection.
 * @csspart coordinate - A file letter or rank number along the board's edge (`coordinates`); also `file` or `rank`.
 * @csspart music-button - The button that mutes and unmutes the music (`music`).
 * @csspart review-button - The button that opens the review when the game is over.
 * @csspart review - The review's panel (`review`): its progress, graph and steps.
 * @csspart review-progress - The bar that fills while the review values the positions.
 * @csspart review-graph - The evaluation graph, from the first player's view; a slider of the positions (arrows, Home,
 * End).
 * @csspart review-summary - The review's state in words: its progress while it runs, then how many moves got each mark.
 * @csspart review-point - A position's point on the graph: a circle for an estimate; a square, also `review-exact`,
 * where its value is exact.
 * @csspart review-gap - On the graph of a finished review, a position not valued (a cross; on a long game's graph, a
 * band over a run of them).
 * @csspart review-key - The graph's key: exact, estimate, not valued.
 * @csspart review-step - The buttons that step through the game.
 * @csspart better-move - In a review, the button that shows the better move on the position it was missed in.
 * @csspart close-review - The button that closes the review.
 * @csspart mark-blunder - In a review, a move of the move list marked a blunder (also `mark-mistake`,
 * `mark-inaccuracy`, `mark-good`, `mark-best`); `current` marks the move shown.
 *
 * @cssprop --bge-board-color - Background of the board.
 * @cssprop --bge-cell-color - Background of a cell.
 * @cssprop --bge-control-color - Background of the buttons and fields (a shade of `--bge-surface-color` unless set).
 * @cssprop --bge-line-color - Grid lines and borders.
 * @cssprop --bge-first-color - Pieces of the first player.
 * @cssprop --bge-second-color - Pieces of the second player.
 * @cssprop --bge-piece-color - Pieces that belong to nobody (Nim).
 * @cssprop --bge-mark-color - Selected or marked pieces.
 * @cssprop --bge-highlight-color - The last move and winning lines.
 * @cssprop --bge-hint-color - The suggested move.
 * @cssprop --bge-focus-color - The keyboard focus ring.
 * @cssprop --bge-text-color - Text colour (a dark ink in the light theme, a light one in the dark; `inherit` takes the
 * page's).
 * @cssprop --bge-surface-color - The board's ground behind its texts and buttons (`transparent` shows the page's).
 * @cssprop --bge-board-text-color - Text drawn on the board, such as Nim's heap numbers (default: the text colour).
 * @cssprop --bge-coordinate-inset - Space between the board's edge and its first file or rank (set by boards with a
 * margin around their squares).
 * @cssprop --bge-blunder-color - In a review, a blunder's point and move (default a red).
 * @cssprop --bge-mistake-color - In a review, a mistake's or an inaccuracy's (default an amber).
 * @cssprop --bge-max-width - The widest the board grows (default 32rem); it fills narrower containers down to 280px.
 */
export abstract class BoardElement<W extends object = object> extends LitElement {
  /** @internal */
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  static override styles = [baseStyles];

  /**
   * Who plays: `vs-ai` (you against the computer, the default), `two-player`, `ai-vs-ai`, `remote` (the opponent's
   * moves arrive through `play()`), or `online` (against a board on another computer, through `transport`).
   */
  @property({ reflect: true }) mode: Mode = 'vs-ai';

  /** The colours: `auto` (the default) follows the reader's light or dark preference; `light` or `dark` fixes them. */
  @property() theme: Theme = 'auto';

  /** The computer's side in `vs-ai` mode: `first` (the computer begins) or `second` (default). */
  @property({ attribute: 'ai-side' }) aiSide: Player = 'second';

  /** The side played on this board in `remote` and `online` mode: `first` (default) or `second`. */
  @property({ attribute: 'local-side' }) localSide: Player = 'first';

  /**
   * The computer's strength: search depth from 1 to the game's maximum. Unset means the maximum, the strongest play; it
   * takes precedence over `ai-level`.
   */
  @property({ attribute: 'ai-depth', type: Number }) aiDepth?: number;

  /**
   * The computer's strength in words: `beginner`, `casual`, `intermediate`, `advanced` or `strongest` (the default);
   * each game's page says what each level is.
   */
  @property({ attribute: 'ai-level' }) aiLevel?: AiLevel;

  /**
   * The longest the computer may think per move, in milliseconds (default 2000). It answers in
   * about a third of it once its best move has settled, and at once when a move is forced.
   */
  @property({ attribute: 'ai-time', type: Number }) aiTime: number = DEFAULT_TIME_MS;

  /**
   * The least time between a move and the computer's answer, in milliseconds (default 400), so each move can be seen;
   * the computer thinks meanwhile.
   */
  @property({ attribute: 'ai-delay', type: Number }) aiDelay: number = DEFAULT_DELAY_MS;

  /** Seed of the computer's random choices; set it to replay the same games. */
  @property({ type: Number }) seed?: number;

  /** Blocks all input and pauses the computer. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /**
   * Name of the first player (default "Player 1", or "You"/"Computer" against the computer). Shown as text, never as
   * HTML.
   */
  @property({ attribute: 'first-player' }) firstPlayer?: string;

  /** Name of the second player (default "Player 2", or "You"/"Computer" against the computer). */
  @property({ attribute: 'second-player' }) secondPlayer?: string;

  /** Opens with a form asking the players' names. */
  @property({ attribute: 'ask-names', type: Boolean }) askNames = false;

  /** Shows the list of moves played, in the game's notation. */
  @property({ attribute: 'show-moves', type: Boolean }) showMoves = false;

  /** Shows a Hint button (the `h` key works without it). */
  @property({ attribute: 'show-hint-button', type: Boolean }) showHintButton = false;

  /** Turns off the legal-move hints (hover previews, highlighted targets). */
  @property({ attribute: 'hide-hints', type: Boolean, reflect: true }) hideHints = false;

  /** Plays short tones for moves and results (off by default). */
  @property({ type: Boolean }) sound = false;

  /** Shows the computer's value of every legal move on the board, in games whose AI can analyse. */
  @property({ attribute: 'show-analysis', type: Boolean, reflect: true }) showAnalysis = false;

  /** Time budget of one analysis in milliseconds (it runs in the worker, never blocking the page). */
  @property({ attribute: 'analysis-time', type: Number }) analysisTime: number = DEFAULT_ANALYSIS_MS;

  /**
   * Saves the game in the browser's storage under this key after every move and resumes it on reload (online: rejoins
   * the game).
   */
  @property() persist?: string;

  /**
   * In `online` mode, the PeerJS signalling server, as a URL such as `https://peer.example.org:9000/myapp`; unset,
   * PeerJS's public server.
   */
  @property({ attribute: 'online-server' }) onlineServer?: string;

  /**
   * In `online` mode, the STUN and TURN servers the connection may use, as RTCPeerConnection takes
   * them: `[{"urls": "turn:turn.example.org:3478", "username": "u", "credential": "p"}]` (the
   * attribute is JSON). Unset, PeerJS's own. A relay (TURN) lets players behind strict routers connect.
   */
  @property({ attribute: 'ice-servers', converter: jsonAttribute }) iceServers?: RTCIceServer[];

  /**
   * In `online` mode, `relay` sends everything through a TURN server of `ice-servers` (neither player learns the
   * other's address); `all` (the default) lets the browsers connect directly where they can.
   */
  @property({ attribute: 'ice-transport-policy' }) iceTransportPolicy: RTCIceTransportPolicy = 'all';

  /**
   * The columns' and rows' names of the game's notation along the board's edges (letters and numbers; Connect Four:
   * column numbers; Nim: heap numbers): `edge` (the default) or `none`.
   */
  @property() coordinates: Coordinates = 'edge';

  /**
   * A clock for each side, written `M+S`: M minutes each (`0.5` is 30 s) and S seconds added after each move, e.g.
   * `5+3`. The side to move's clock runs from the first move on; a side whose time runs out loses (`game-over` with
   * reason `time`). Unset: no clock.
   */
  @property() clock?: string;

  /**
   * The game open in review (each move marked by the computer, an evaluation graph, the positions stepped through); set
   * it, or call `openReview()` and `closeReview()`.
   */
  @property({ type: Boolean, reflect: true }) review = false;

  /** The time a review gives each position, in milliseconds (default 1000; the solved positions take less). */
  @property({ attribute: 'review-time', type: Number }) reviewTime: number = DEFAULT_REVIEW_MS;

  /**
   * A puzzle to solve on the board: `daily` (the day's puzzle of the game's set, the same for
   * everyone that day), `random`, a puzzle's id in the set (`c4-012`), or a puzzle as JSON
   * (`{"moves": [...], "goal": "win"}`). The board takes only the moves that keep the goal, answers
   * with the strongest defence, and offers a hint and the solution. Unset: a game.
   */
  @property() puzzle?: string;

  /**
   * Plays a quiet looping tune (made in the browser, no files) from the player's first click or key; the board shows a
   * mute button.
   */
  @property({ type: Boolean }) music = false;

  /** Replaces any of the board's texts, e.g. `{newGame: 'Again'}`; see the game's words for the keys. */
  @property({ attribute: false }) strings: Partial<Messages & W> = {};

  private warned = new Set<string>();

  /** @internal */
  protected static override finalize(): void {
    super.finalize();
    nameByAttributes(this);
  }

  /** Validates this element's own attributes; subclasses call `super` and `checkAttribute` for theirs. */
  protected validateAttributes(): void {
    readTexts(this);
    this.checkAttribute('mode', 'mode', MODES.includes(this.mode), 'vs-ai', MODES.join(', '));
    this.checkAttribute('theme', 'theme', THEMES.includes(this.theme), 'auto', THEMES.join(', '));
    this.checkAttribute(
      'coordinates',
      'coordinates',
      this.coordinates === 'edge' || this.coordinates === 'none',
      'edge',
      'edge or none',
    );
    this.checkAttribute('aiSide', 'ai-side', SIDES.includes(this.aiSide), 'second', 'first or second');
    this.checkAttribute('localSide', 'local-side', SIDES.includes(this.localSide), 'first', 'first or second');
    this.checkAttribute(
      'aiLevel',
      'ai-level',
      this.aiLevel === undefined || isAiLevel(this.aiLevel),
      undefined,
      AI_LEVELS.join(', '),
    );
    this.checkAttribute(
      'aiTime',
      'ai-time',
      isIntInRange(this.aiTime, 1, 600000),
      DEFAULT_TIME_MS,
      'milliseconds from 1 to 600000',
    );
    this.checkAttribute(
      'aiDelay',
      'ai-delay',
      isIntInRange(this.aiDelay, 0, 60000),
      DEFAULT_DELAY_MS,
      'milliseconds from 0 to 60000',
    );
    this.checkAttribute(
      'analysisTime',
      'analysis-time',
      isIntInRange(this.analysisTime, 1, 600000),
      DEFAULT_ANALYSIS_MS,
      'milliseconds from 1 to 600000',
    );
    this.checkAttribute(
      'reviewTime',
      'review-time',
      isIntInRange(this.reviewTime, 10, 60000),
      DEFAULT_REVIEW_MS,
      'milliseconds from 10 to 60000',
    );
    this.checkAttribute(
      'clock',
      'clock',
      this.clock === undefined || this.clock === '' || parseClock(this.clock) !== null,
      undefined,
      'M+S, such as "5+3": up to 1440 minutes and 600 s',
    );
    this.checkAttribute(
      'iceServers',
      'ice-servers',
      this.iceServers === undefined || isIceServerList(this.iceServers),
      undefined,
      'a JSON list such as [{"urls": "turn:host:3478"}]',
    );
    this.checkAttribute(
      'iceTransportPolicy',
      'ice-transport-policy',
      this.iceTransportPolicy === 'all' || this.iceTransportPolicy === 'relay',
      'all',
      'all or relay',
    );
    this.checkAttribute('seed', 'seed', this.seed === undefined || Number.isFinite(this.seed), undefined, 'a number');
  }

  /** Puts `fallback` in place of an invalid value, with one console warning per bad value. */
  protected checkAttribute<K extends keyof this>(
    prop: K,
    attribute: string,
    ok: boolean,
    fallback: this[K],
    expected: string,
  ): void {
    // A removed attribute reads as null: it asks for the default, which is no mistake.
    if (this[prop] === null) {
      this[prop] = fallback;
      return;
    }
    if (ok) return;
    this.warnOnce(
      `${attribute}=${String(this[prop])}`,
      `invalid ${attribute}="${String(this[prop])}" (expected ${expected}); using ${fallback === undefined ? 'the default' : `"${String(fallback)}"`}.`,
    );
    this[prop] = fallback;
  }

  /** Fires one of the board's events (each documented with `@fires` above), bubbling and composed. */
  protected emit<K extends keyof BoardEventDetails>(type: K, detail: BoardEventDetails[K]): void {
    this.dispatchEvent(boardEvent(type, detail));
  }

  /** One console warning per distinct problem. */
  protected warnOnce(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(`<${this.localName}>: ${message}`);
  }
}
