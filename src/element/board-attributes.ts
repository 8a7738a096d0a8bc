import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { DEFAULT_TIME_MS } from '../core/ai.js';
import { type Player, isIntInRange } from '../core/game.js';
import type { Messages } from './messages.js';

/** Who plays the two sides. */
export type Mode = 'vs-ai' | 'two-player' | 'ai-vs-ai' | 'remote';

/** The colour themes: follow the reader's preference, or fix light or dark colours. */
export type Theme = 'auto' | 'light' | 'dark';

const MODES: readonly Mode[] = ['vs-ai', 'two-player', 'ai-vs-ai', 'remote'];
const THEMES: readonly Theme[] = ['auto', 'light', 'dark'];
const SIDES: readonly Player[] = ['first', 'second'];

/**
 * The attributes every board shares, each validated before an update: an invalid value falls back
 * to its default with one console warning. The board's behaviour lives in `GameBoard`.
 */
export abstract class BoardAttributes<W extends object = object> extends LitElement {
  /** Who plays: `vs-ai` (you against the computer, the default), `two-player`, `ai-vs-ai`, or `remote` (the opponent's moves arrive through `play()`). */
  @property({ reflect: true }) mode: Mode = 'vs-ai';

  /** The colours: `auto` (the default) follows the reader's light or dark preference; `light` or `dark` fixes them. */
  @property() theme: Theme = 'auto';

  /** The computer's side in `vs-ai` mode: `first` (the computer begins) or `second` (default). */
  @property({ attribute: 'ai-side' }) aiSide: Player = 'second';

  /** The side played on this board in `remote` mode: `first` (default) or `second`. */
  @property({ attribute: 'local-side' }) localSide: Player = 'first';

  /** The computer's strength: search depth from 1 to the game's maximum. Unset means the maximum, the strongest play. */
  @property({ attribute: 'ai-depth', type: Number }) aiDepth?: number;

  /** Time the computer may think per move, in milliseconds (default 2000). */
  @property({ attribute: 'ai-time', type: Number }) aiTime = 2000;

  /** Pause before the computer's move appears, in milliseconds (default 400), so each move can be seen. */
  @property({ attribute: 'ai-delay', type: Number }) aiDelay = 400;

  /** Seed of the computer's random choices; set it to replay the same games. */
  @property({ type: Number }) seed?: number;

  /** Blocks all input and pauses the computer. */
  @property({ type: Boolean, reflect: true }) disabled = false;

  /** Name of the first player (default "Player 1", or "You"/"Computer" against the computer). Shown as text, never as HTML. */
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
  @property({ attribute: 'analysis-time', type: Number }) analysisTime = 20000;

  /** Saves the game in the browser's storage under this key after every move and resumes it on reload. */
  @property() persist?: string;

  /** Replaces any of the board's texts, e.g. `{newGame: 'Again'}`; see the game's words for the keys. */
  @property({ attribute: false }) strings: Partial<Messages & W> = {};

  private warned = new Set<string>();

  /** Validates this element's own attributes; subclasses call `super` and `checkAttribute` for theirs. */
  protected validateAttributes(): void {
    this.checkAttribute('mode', 'mode', MODES.includes(this.mode), 'vs-ai', MODES.join(', '));
    this.checkAttribute('theme', 'theme', THEMES.includes(this.theme), 'auto', THEMES.join(', '));
    this.checkAttribute('aiSide', 'ai-side', SIDES.includes(this.aiSide), 'second', 'first or second');
    this.checkAttribute('localSide', 'local-side', SIDES.includes(this.localSide), 'first', 'first or second');
    this.checkAttribute('aiTime', 'ai-time', isIntInRange(this.aiTime, 1, 600000), DEFAULT_TIME_MS, 'milliseconds from 1 to 600000');
    this.checkAttribute('aiDelay', 'ai-delay', isIntInRange(this.aiDelay, 0, 60000), 400, 'milliseconds from 0 to 60000');
    this.checkAttribute('analysisTime', 'analysis-time', isIntInRange(this.analysisTime, 1, 600000), 20000, 'milliseconds from 1 to 600000');
    this.checkAttribute('seed', 'seed', this.seed === undefined || Number.isFinite(this.seed), undefined, 'a number');
  }

  /** Puts `fallback` in place of an invalid value, with one console warning per bad value. */
  protected checkAttribute<K extends keyof this>(prop: K, attribute: string, ok: boolean, fallback: this[K], expected: string): void {
    // A removed attribute reads as null: it asks for the default, which is no mistake.
    if (this[prop] === null) {
      this[prop] = fallback;
      return;
    }
    if (ok) return;
    this.warnOnce(`${attribute}=${String(this[prop])}`, `invalid ${attribute}="${String(this[prop])}" (expected ${expected}); using ${fallback === undefined ? 'the default' : `"${String(fallback)}"`}.`);
    this[prop] = fallback;
  }

  /** One console warning per distinct problem. */
  protected warnOnce(key: string, message: string): void {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    console.warn(`<${this.localName}>: ${message}`);
  }
}
