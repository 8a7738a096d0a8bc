import { LitElement, type PropertyDeclaration, type PropertyDeclarations } from 'lit';
import { litProperties } from './attribute-table.js';
import { AttributeSettings } from './attribute-settings.js';
import { BOARD_ATTRIBUTES, type BoardAttributes } from './board-attributes.js';
import type { BoardEventDetails, BoardEventMap } from './events.js';
import { nameByAttributes, readText } from './framework-props.js';
import { baseStyles } from './styles.js';

export {
  type Coordinates,
  DEFAULT_ANALYSIS_MS,
  DEFAULT_DELAY_MS,
  DEFAULT_REVIEW_MS,
  type Mode,
  type Theme,
} from './board-attributes.js';

/**
 * A bubbling, composed event; made apart from `emit`, whose calls the manifest's analyzer would otherwise list as
 * events of their own (the manifest's events come from `BoardEventDetails`).
 */
function boardEvent<T>(type: string, detail: T): CustomEvent<T> {
  return new CustomEvent<T>(type, { detail, bubbles: true, composed: true });
}

/**
 * The boards' attributes (`BoardAttributes`, declared by Lit from `BOARD_ATTRIBUTES`), and their events typed on the
 * boards themselves, not on every element of the page (a global
 * `HTMLElementEventMap` would type a `move` event on each `<div>`): `board.addEventListener('move', (e) =>
 * e.detail.move)`.
 */
export interface BoardElement<W extends object = object> extends BoardAttributes<W> {
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
 * What every board shows the page: its attributes (`BoardAttributes`; a value set is kept as set, and while it is
 * invalid the board plays with the default, after one console warning), its events, its parts and its custom
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

  static override properties: PropertyDeclarations = litProperties(BOARD_ATTRIBUTES);

  /**
   * The attributes as the board plays with them: each value as set where it is valid, else its default. The
   * properties keep what the page set (`aiTime = -5` reads back -5; `settings.aiTime` is 2000).
   */
  readonly settings: Readonly<BoardAttributes<W>>;
  /** The values played with and the warnings about invalid ones. */
  private readonly played: AttributeSettings<BoardAttributes<W>>;

  constructor() {
    super();
    this.played = new AttributeSettings(
      this,
      (key, message) => this.warnOnce(key, message),
      () => this.validateAttributes(),
    );
    this.settings = this.played.values;
  }

  private warned = new Set<string>();

  /** @internal */
  protected static override finalize(): void {
    super.finalize();
    nameByAttributes(this);
  }

  /**
   * The value the board plays with: the property as set where it is valid, else its default (after one warning). The
   * property itself keeps what the page set.
   */
  protected setting<K extends keyof this>(prop: K): this[K] {
    return this.played.get(prop) as this[K];
  }

  /** Checks every property against its attribute's rules, warning once about each invalid value. */
  protected checkSettings(): void {
    this.played.checkAll();
  }

  /** Checks a game's own attributes (read with `setting`): subclasses call `super` and `checkAttribute` for each. */
  protected validateAttributes(): void {}

  /**
   * Plays with `fallback` while `prop` is invalid (`ok` false), with one console warning per bad value; unset (null or
   * undefined) asks for the default, which is no mistake.
   */
  protected checkAttribute<K extends keyof this>(
    prop: K,
    attribute: string,
    ok: boolean,
    fallback: this[K],
    expected: string,
  ): void {
    this.played.check(prop, attribute, ok, fallback, expected);
  }

  /**
   * @internal A property set (by the page or the board) is checked again before it is next played with. A text set on
   * a number, boolean or JSON property is read as its attribute's would be, as a native element converts what is set:
   * Vue and Svelte give a template's plain attribute (`size="6"`) to an upgraded element as a property.
   */
  override requestUpdate(
    name?: PropertyKey,
    oldValue?: unknown,
    options?: PropertyDeclaration,
    useNewValue?: boolean,
    newValue?: unknown,
  ): void {
    super.requestUpdate(name, oldValue, options, useNewValue, newValue);
    if (name === undefined) return;
    // (Unset while the constructor gives the properties their defaults: nothing is checked yet.)
    this.played?.invalidate();
    const value = this[name as keyof this] as unknown;
    const read = readText(this.constructor as typeof BoardElement, name, value);
    if (!Object.is(read, value)) (this as Record<PropertyKey, unknown>)[name] = read;
  }

  /** Fires one of the board's events (`BoardEventDetails`), bubbling and composed. */
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
