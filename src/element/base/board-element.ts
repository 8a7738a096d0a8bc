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
 * ancestor. Its events, and each one's `detail`, are the list `BoardEventDetails` (`events.ts`); its shadow parts and
 * custom properties the lists `BoardCssParts` and `BoardCssProperties` (`board-css.ts`).
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
