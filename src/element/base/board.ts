import { LitElement, type PropertyDeclaration, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { BaseState, Player, Result } from '../../core/game.js';
import type { SavedGame } from '../../core/saved-game.js';
import type { Transport } from '../online/transport.js';
import { BoardChrome } from '../render/board-chrome.js';
import { AttributeSettings } from './attribute-settings.js';
import { litProperties } from './attribute-table.js';
import { BOARD_ATTRIBUTES, type BoardAttributes } from './board-attributes.js';
import * as commands from './board-commands.js';
import { BoardCore } from './board-core.js';
import { partsLoading } from './board-parts.js';
import type { BoardGame } from './board-game.js';
import type { BoardEventDetails, BoardEventMap } from './events.js';
import { nameByAttributes } from './framework-props.js';
import { baseStyles } from './styles.js';

/** A bubbling, composed event; made apart from `emit`, whose calls the manifest's analyzer would list as events. */
const boardEvent = <T>(type: string, detail: T) => new CustomEvent<T>(type, { detail, bubbles: true, composed: true });

type On<E, T> = (this: T, event: E) => unknown;
type Add = boolean | AddEventListenerOptions;
type Remove = boolean | EventListenerOptions;
type Dom = HTMLElementEventMap;
type Events = BoardEventMap;

/**
 * The boards' attributes (`BoardAttributes`, declared by Lit from `BOARD_ATTRIBUTES`), and their events typed on the
 * boards themselves, not on every element of the page: `board.addEventListener('move', (e) => e.detail.move)`.
 */
// prettier-ignore
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with the class: the same parameters, used there
export interface Board<S extends BaseState, M, O, W extends object = object> extends BoardAttributes<W> {
  addEventListener<K extends keyof Events>(type: K, listener: On<Events[K], this>, options?: Add): void;
  addEventListener<K extends keyof Dom>(type: K, listener: On<Dom[K], this>, options?: Add): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: Add): void;
  removeEventListener<K extends keyof Events>(type: K, listener: On<Events[K], this>, options?: Remove): void;
  removeEventListener<K extends keyof Dom>(type: K, listener: On<Dom[K], this>, options?: Remove): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: Remove): void;
}

/**
 * Every board: a thin element over its game's core (`BoardCore`: the session, the seats, the parts) and the game
 * itself (`game`, a `BoardGame`: rules, computer, words, grid). It shows the page its attributes (a value set is kept
 * as set; while it is invalid the board plays with the default, after one console warning), its events
 * (`BoardEventDetails`), parts and custom properties (`BoardCssParts`, `BoardCssProperties`) and its methods. The
 * language follows the global `lang` attribute, on the board or an ancestor.
 */
export abstract class Board<S extends BaseState, M, O, W extends object = object> extends LitElement {
  /** @internal */
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };
  static override styles = [baseStyles];
  static override properties: PropertyDeclarations = {
    ...litProperties(BOARD_ATTRIBUTES),
    // Its accessor below sets the position; the attribute is a list of moves in notation.
    moves: { noAccessor: true },
    transport: { attribute: false },
  };

  /** @internal */
  protected static override finalize(): void {
    super.finalize();
    nameByAttributes(this);
  }

  /** The game this board plays: its rules, computer, words, and how its grid is drawn and read. */
  protected abstract readonly game: BoardGame<S, M, O, W>;

  /** The values played with (each property as set where valid, else its default) and the warnings about the rest. */
  private readonly played = new AttributeSettings<BoardAttributes<W>>(this, (key, message) =>
    this.warnOnce(key, message),
  );
  /**
   * The attributes as the board plays with them: each value as set where it is valid, else its default. The
   * properties keep what the page set (`aiTime = -5` reads back -5; `settings.aiTime` is 2000).
   */
  readonly settings: Readonly<BoardAttributes<W>> = this.played.values;
  private readonly warned = new Set<string>();

  /** The game as the board plays it, and its parts. */
  protected readonly core: BoardCore<S, M, O, W> = new BoardCore<S, M, O, W>(this, {
    game: () => this.game,
    emit: (type, detail) => this.emit(type, detail),
    warn: (key, message) => this.warnOnce(key, message),
    attributes: this.played,
  });
  private readonly chrome = new BoardChrome<S, M, O, W>(this.core, this);

  /**
   * In `online` mode, what carries the messages to the other board: set by the page (see `Transport`;
   * `BroadcastChannelTransport` links two tabs), or by the board itself when it invites or joins (PeerJS).
   */
  transport?: Transport;

  /**
   * The moves played so far, in notation. Set it (or the `moves` attribute, e.g. `"b2 a1 c3"`) to set up that position
   * from the start; a list with an illegal move keeps its legal beginning, with a warning.
   */
  get moves(): string[] {
    return this.core.session.moves;
  }
  set moves(value: string | readonly string[] | null | undefined) {
    if (this.core.flow.setMoves(value)) this.requestUpdate();
  }

  /**
   * The position on the board (read-only; use `play`, `undo`, `redo` and `reset` to change it): the current one, or the
   * one a review shows.
   */
  get gameState(): S {
    return this.core.state;
  }

  /** The result, or `null` while the game goes on. */
  get result(): Result | null {
    return this.core.session.result;
  }

  /** The moves the side to move may play now, in notation (empty once the game is over). */
  get legalMoves(): string[] {
    return commands.legalMoves(this.core);
  }

  /** Whether `undo()` would take a move back. */
  get canUndo(): boolean {
    return commands.canUndo(this.core);
  }

  /** Whether `redo()` would replay a move. */
  get canRedo(): boolean {
    return commands.canRedo(this.core);
  }

  /** True while the computer is thinking about its move. */
  get thinking(): boolean {
    return this.core.parts.computer.thinking;
  }

  /** Where the computer's last search ran: `worker`, or `main-thread` where workers are blocked. */
  get aiEngine(): 'worker' | 'main-thread' | undefined {
    return this.core.parts.computer.engine;
  }

  /**
   * With a `clock`: the milliseconds left on each side's clock now (the side to move's runs from the first move on);
   * null without one.
   */
  get clockTimes(): Readonly<Record<Player, number>> | null {
    return this.core.parts.clocks.times;
  }

  /** Resolves once the computer has no move in progress (its moves, if any, are played and rendered). */
  get aiComplete(): Promise<void> {
    return this.core.parts.computer.idle.then(() => this.updateComplete).then(() => undefined);
  }

  /**
   * The name of a side: its `first-player`/`second-player` name, or the default for the mode. In a puzzle, the side
   * that solves is the player's and the other the computer's, whatever the board's mode; names given on the board stay.
   */
  playerName(player: Player): string {
    return this.core.playerName(player);
  }

  /**
   * Plays a move given in the game's notation for the side to move (in `remote` mode: the opponent's move; in `online`
   * mode: this board's move, sent to the other). Throws `IllegalMoveError`, leaving the game unchanged, when the move
   * is illegal, the game is over, or it is not that side's turn. Works while `disabled`, which only blocks the user's
   * input.
   */
  play(notation: string): void {
    commands.play(this.core, this, notation);
  }

  /**
   * Takes back the last move (against the computer: back to your previous turn, with its reply; online: asks the other
   * player first). Returns false when there is nothing to take back.
   */
  undo(): boolean {
    return commands.undo(this.core, this);
  }

  /**
   * Replays the last move taken back (against the computer: up to your next turn), firing `move` again with `source:
   * 'redo'`. Returns false when there is none.
   */
  redo(): boolean {
    return commands.redo(this.core, this);
  }

  /**
   * Starts a new game with the current attributes (in `online` mode, once the game is over: the other board starts one
   * too).
   */
  reset(): void {
    commands.reset(this.core, this);
  }

  /**
   * Asks the computer for the best move of the side to move, highlights and announces it, and resolves to it in
   * notation; resolves to null when no hint can be given now (not your turn, game over, or the position changed
   * meanwhile).
   */
  hint(): Promise<string | null> {
    return commands.hint(this.core);
  }

  /**
   * In `online` mode, resigns the game (firing `resign` and `game-over` on both boards); false when not connected or
   * the game is over.
   */
  resign(): boolean {
    return this.core.parts.online.current?.resign() ?? false;
  }

  /** In `online` mode, offers the other player a draw (firing `offer`); false when it cannot be offered now. */
  offerDraw(): boolean {
    return this.core.parts.online.current?.propose('draw') ?? false;
  }

  /**
   * In `online` mode once the game is over, asks the other player for a rematch with the sides swapped (firing
   * `offer`); false when it cannot be asked now.
   */
  rematch(): boolean {
    return this.core.parts.online.current?.propose('rematch') ?? false;
  }

  /** The whole game as JSON-ready data: options, moves, moves taken back, names. */
  export(): SavedGame<O> {
    return this.core.session.export(this.core.names.saved());
  }

  /**
   * Loads a game made by `export()` (the object or its JSON text), including its options and names. Throws
   * `InvalidSavedGameError`, leaving the game unchanged, when the data is not a valid game of this board.
   */
  import(data: SavedGame<O> | string): void {
    commands.load(this.core, data);
  }

  /**
   * Opens the game in review (as `review` does): every position valued by the computer in its worker, each move marked,
   * the positions stepped through with the arrows, Home and End.
   */
  openReview(): void {
    this.review = true;
  }

  /** Closes the review: the board shows the game as it stands again. */
  closeReview(): void {
    this.review = false;
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

  /** @internal A property set is checked again before it is next played with (see `AttributeSettings.changed`). */
  override requestUpdate(
    name?: PropertyKey,
    old?: unknown,
    options?: PropertyDeclaration,
    ...rest: [boolean?, unknown?]
  ) {
    super.requestUpdate(name, old, options, ...rest);
    // (Unset while the constructor gives the properties their defaults: nothing is checked yet.)
    if (name !== undefined) this.played?.changed(name);
  }

  /** @internal Waits for the parts the attributes ask for whose code is still loading, then updates. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const { core } = this;
    const loading = partsLoading(this, core.parts, [core.texts.loading, core.keys.loading]);
    // Asked again once they are in: the attributes may have changed meanwhile.
    return loading.length > 0 ? Promise.all(loading).then(() => this.scheduleUpdate()) : super.scheduleUpdate();
  }

  /** @internal Also waits for the computer's code when an update asked for it, and for the update that follows. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    const { computer } = this.core.parts;
    for (let loading = computer.loading; loading; loading = computer.loading) {
      await loading;
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.core.willUpdate(changed);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A board moved in the DOM picks up where it was, including the computer's turn.
    if (this.hasUpdated) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.core.parts.computer.show();
  }

  protected override render(): unknown {
    return this.chrome.render();
  }
}
