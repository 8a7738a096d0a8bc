import { DEFAULT_TIME_MS } from '../../core/ai.js';
import { AI_LEVELS, type AiLevel, isAiLevel } from '../../core/ai-levels.js';
import { parseClock } from '../../core/clock-setting.js';
import type { Player } from '../../core/game.js';
import { type AttributeTable, integerIn, oneOf } from './attribute-table.js';
import type { Messages } from './messages.js';

/** Who plays the two sides. */
export type Mode = 'vs-ai' | 'two-player' | 'ai-vs-ai' | 'remote' | 'online';
/** The colour themes: follow the reader's preference, or fix light or dark colours. */
export type Theme = 'auto' | 'light' | 'dark';
/** Whether a board shows its files and ranks: `edge` or `none`. */
export type Coordinates = 'edge' | 'none';

/** The least pause before the computer's move appears, in milliseconds (`ai-delay`'s default). */
export const DEFAULT_DELAY_MS = 400;
/** The time a review gives each position, in milliseconds (`review-time`'s default). */
export const DEFAULT_REVIEW_MS = 1000;
/** The time budget of one whole analysis, in milliseconds (`analysis-time`'s default). */
export const DEFAULT_ANALYSIS_MS = 20000;

/**
 * The attributes every board takes, as properties. This interface is their one list: its doc comments are the
 * manifest's and the docs' text, and `BOARD_ATTRIBUTES` below must give each its attribute, default and check.
 */
export interface BoardAttributes<W extends object = object> {
  /**
   * Who plays: `vs-ai` (you against the computer, the default), `two-player`, `ai-vs-ai`, `remote` (the opponent's
   * moves arrive through `play()`), or `online` (against a board on another computer, through `transport`).
   */
  mode: Mode;
  /** The colours: `auto` (the default) follows the reader's light or dark preference; `light` or `dark` fixes them. */
  theme: Theme;
  /** The computer's side in `vs-ai` mode: `first` (the computer begins) or `second` (default). */
  aiSide: Player;
  /** The side played on this board in `remote` and `online` mode: `first` (default) or `second`. */
  localSide: Player;
  /**
   * The computer's strength: search depth from 1 to the game's maximum. Unset means the maximum, the strongest play; it
   * takes precedence over `ai-level`.
   */
  aiDepth?: number;
  /**
   * The computer's strength in words: `beginner`, `casual`, `intermediate`, `advanced` or `strongest` (the default);
   * each game's page says what each level is.
   */
  aiLevel?: AiLevel;
  /**
   * The longest the computer may think per move, in milliseconds (default 2000). It answers in
   * about a third of it once its best move has settled, and at once when a move is forced.
   */
  aiTime: number;
  /**
   * The least time between a move and the computer's answer, in milliseconds (default 400), so each move can be seen;
   * the computer thinks meanwhile.
   */
  aiDelay: number;
  /** Seed of the computer's random choices; set it to replay the same games. */
  seed?: number;
  /** Blocks all input and pauses the computer. */
  disabled: boolean;
  /**
   * Name of the first player (default "Player 1", or "You"/"Computer" against the computer). Shown as text, never as
   * HTML.
   */
  firstPlayer?: string;
  /** Name of the second player (default "Player 2", or "You"/"Computer" against the computer). */
  secondPlayer?: string;
  /** Opens with a form asking the players' names. */
  askNames: boolean;
  /** Shows the list of moves played, in the game's notation. */
  showMoves: boolean;
  /** Shows a Hint button (the `h` key works without it). */
  showHintButton: boolean;
  /** Turns off the legal-move hints (hover previews, highlighted targets). */
  hideHints: boolean;
  /** Plays short tones for moves and results (off by default). */
  sound: boolean;
  /** Shows the computer's value of every legal move on the board, in games whose AI can analyse. */
  showAnalysis: boolean;
  /** Time budget of one analysis in milliseconds (it runs in the worker, never blocking the page). */
  analysisTime: number;
  /**
   * Saves the game in the browser's storage under this key after every move and resumes it on reload (online: rejoins
   * the game).
   */
  persist?: string;
  /**
   * In `online` mode, the PeerJS signalling server, as a URL such as `https://peer.example.org:9000/myapp`; unset,
   * PeerJS's public server.
   */
  onlineServer?: string;
  /**
   * In `online` mode, the STUN and TURN servers the connection may use, as RTCPeerConnection takes
   * them: `[{"urls": "turn:turn.example.org:3478", "username": "u", "credential": "p"}]` (the
   * attribute is JSON). Unset, PeerJS's own. A relay (TURN) lets players behind strict routers connect.
   */
  iceServers?: RTCIceServer[];
  /**
   * In `online` mode, `relay` sends everything through a TURN server of `ice-servers` (neither player learns the
   * other's address); `all` (the default) lets the browsers connect directly where they can.
   */
  iceTransportPolicy: RTCIceTransportPolicy;
  /**
   * The columns' and rows' names of the game's notation along the board's edges (letters and numbers; Connect Four:
   * column numbers; Nim: heap numbers): `edge` (the default) or `none`.
   */
  coordinates: Coordinates;
  /**
   * A clock for each side, written `M+S`: M minutes each (`0.5` is 30 s) and S seconds added after each move, e.g.
   * `5+3`. The side to move's clock runs from the first move on; a side whose time runs out loses (`game-over` with
   * reason `time`). Unset: no clock.
   */
  clock?: string;
  /**
   * The game open in review (each move marked by the computer, an evaluation graph, the positions stepped through); set
   * it, or call `openReview()` and `closeReview()`.
   */
  review: boolean;
  /** The time a review gives each position, in milliseconds (default 1000; the solved positions take less). */
  reviewTime: number;
  /**
   * A puzzle to solve on the board: `daily` (the day's puzzle of the game's set, the same for
   * everyone that day), `random`, a puzzle's id in the set (`c4-012`), or a puzzle as JSON
   * (`{"moves": [...], "goal": "win"}`). The board takes only the moves that keep the goal, answers
   * with the strongest defence, and offers a hint and the solution. Unset: a game.
   */
  puzzle?: string;
  /**
   * A lesson on the board: `1` (the first of the game's course; `2` the second...), `next` (the first step not done on
   * this site), a lesson's id, or a lesson as JSON. Each step sets a position up and asks for one thing; a wrong move
   * is explained by the rules or the step's words. Unset: a game.
   */
  lesson?: string;
  /** A page's own course instead of the game's, as a JSON list of lessons (see `lesson`). */
  lessons?: string;
  /** Shows a Learn button, which opens the game's course where the player left it (`lesson="next"`). */
  showLearnButton: boolean;
  /**
   * Plays a quiet looping tune (made in the browser, no files) from the player's first click or key; the board shows a
   * mute button.
   */
  music: boolean;
  /** Replaces any of the board's texts, e.g. `{newGame: 'Again'}`; see the game's words for the keys. */
  strings: Partial<Messages & W>;
}

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

/** A check that a value is a whole number of milliseconds from `min` to `max`. */
const milliseconds = (min: number, max: number) => integerIn(min, max, 'milliseconds');

const SIDES: readonly Player[] = ['first', 'second'];
const flag = { type: Boolean, fallback: false } as const;

/** Every board attribute's name, reading, default and check; the order is the docs'. */
export const BOARD_ATTRIBUTES: AttributeTable<BoardAttributes> = {
  mode: {
    attribute: 'mode',
    reflect: true,
    fallback: 'vs-ai',
    ...oneOf<Mode>(['vs-ai', 'two-player', 'ai-vs-ai', 'remote', 'online']),
  },
  theme: { attribute: 'theme', fallback: 'auto', ...oneOf<Theme>(['auto', 'light', 'dark']) },
  aiSide: { attribute: 'ai-side', fallback: 'second', ...oneOf(SIDES) },
  localSide: { attribute: 'local-side', fallback: 'first', ...oneOf(SIDES) },
  // Its range is the game's and may change with the position: the board checks it against its game.
  aiDepth: { attribute: 'ai-depth', type: Number, fallback: undefined },
  aiLevel: { attribute: 'ai-level', fallback: undefined, valid: isAiLevel, expected: AI_LEVELS.join(', ') },
  aiTime: { attribute: 'ai-time', type: Number, fallback: DEFAULT_TIME_MS, ...milliseconds(1, 600000) },
  aiDelay: { attribute: 'ai-delay', type: Number, fallback: DEFAULT_DELAY_MS, ...milliseconds(0, 60000) },
  seed: { attribute: 'seed', type: Number, fallback: undefined, valid: Number.isFinite, expected: 'a number' },
  disabled: { attribute: 'disabled', reflect: true, ...flag },
  firstPlayer: { attribute: 'first-player', fallback: undefined },
  secondPlayer: { attribute: 'second-player', fallback: undefined },
  askNames: { attribute: 'ask-names', ...flag },
  showMoves: { attribute: 'show-moves', ...flag },
  showHintButton: { attribute: 'show-hint-button', ...flag },
  hideHints: { attribute: 'hide-hints', reflect: true, ...flag },
  sound: { attribute: 'sound', ...flag },
  showAnalysis: { attribute: 'show-analysis', reflect: true, ...flag },
  analysisTime: { attribute: 'analysis-time', type: Number, fallback: DEFAULT_ANALYSIS_MS, ...milliseconds(1, 600000) },
  persist: { attribute: 'persist', fallback: undefined },
  onlineServer: { attribute: 'online-server', fallback: undefined },
  iceServers: {
    attribute: 'ice-servers',
    type: Object,
    fallback: undefined,
    valid: isIceServerList,
    expected: 'a JSON list such as [{"urls": "turn:host:3478"}]',
  },
  iceTransportPolicy: {
    attribute: 'ice-transport-policy',
    fallback: 'all',
    ...oneOf<RTCIceTransportPolicy>(['all', 'relay']),
  },
  coordinates: {
    attribute: 'coordinates',
    fallback: 'edge',
    valid: (v) => v === 'edge' || v === 'none',
    expected: 'edge or none',
  },
  clock: {
    attribute: 'clock',
    fallback: undefined,
    valid: (v) => v === '' || parseClock(v) !== null,
    expected: 'M+S, such as "5+3": up to 1440 minutes and 600 s',
  },
  review: { attribute: 'review', reflect: true, ...flag },
  reviewTime: { attribute: 'review-time', type: Number, fallback: DEFAULT_REVIEW_MS, ...milliseconds(10, 60000) },
  puzzle: { attribute: 'puzzle', fallback: undefined },
  lesson: { attribute: 'lesson', reflect: true, fallback: undefined },
  lessons: { attribute: 'lessons', fallback: undefined },
  showLearnButton: { attribute: 'show-learn-button', ...flag },
  music: { attribute: 'music', ...flag },
  strings: { attribute: false, fallback: Object.freeze({}) },
};
