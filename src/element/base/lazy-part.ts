import {
  type CSSResult,
  type ReactiveController,
  type ReactiveControllerHost,
  ReactiveElement,
  adoptStyles,
} from 'lit';

/**
 * A part of a board that only some pages use (saving the game, the tones, the music, the move list, the
 * computer's turns): its code loads the first time the board wants it. A part that an attribute asks for is
 * waited for by the update that follows (see `BoardCore.partsLoading`), so no render shows the
 * board without it; the computer's turns are not (see `BoardComputer.sync`). It holds the
 * part's place among the host's controllers (their order matters: the clock is set before a saved
 * game is resumed) and passes the host's calls on once the part is in.
 */
export class LazyPart<T extends object> implements ReactiveController {
  /** The part, once loaded. */
  current: T | undefined;
  private load$: Promise<void> | undefined;
  private lost = false;
  private connected = false;

  /** `what` names the part in the warning if its code cannot be loaded; `load` makes the part for this host. */
  constructor(
    private readonly host: ReactiveControllerHost & Element,
    private readonly what: string,
    private readonly load: () => Promise<T>,
  ) {
    host.addController(this);
  }

  /**
   * Loads the part if it is not in yet: settles once it is (or failed to load, with one warning); null when there is
   * nothing to wait for.
   */
  want(): Promise<void> | null {
    if (this.current || this.lost) return null;
    this.load$ ??= this.load().then(
      (part) => {
        this.current = part;
        if (this.connected) (part as ReactiveController).hostConnected?.();
      },
      (e: unknown) => {
        // A file the network did not deliver: the board plays on without this part.
        this.lost = true;
        console.warn(
          `<${this.host.localName}>: ${this.what} could not be loaded ` +
            `(${e instanceof Error ? e.message : String(e)}); the board goes on without it.`,
        );
      },
    );
    return this.load$;
  }

  /** The load in progress, if any: null before it is asked for, once the part is in, and once it failed. */
  get loading(): Promise<void> | null {
    return this.current || this.lost ? null : (this.load$ ?? null);
  }

  /** True once the part's code could not be loaded (the board goes on without it). */
  get failed(): boolean {
    return this.lost;
  }

  hostConnected(): void {
    this.connected = true;
    this.controller?.hostConnected?.();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.controller?.hostDisconnected?.();
  }

  hostUpdate(): void {
    this.controller?.hostUpdate?.();
  }

  hostUpdated(): void {
    this.controller?.hostUpdated?.();
  }

  /** The part as a controller: a part that is a module of render helpers has no hooks. */
  private get controller(): ReactiveController | undefined {
    return this.current;
  }
}

/** The styles of the lazy parts each board has adopted, after its own. */
const adopted = new WeakMap<ShadowRoot, CSSResult[]>();

/**
 * Adds a lazy part's own styles to its board's, adopted as Lit adopts them (constructable sheets: no inline style for
 * a strict policy to refuse). Adopting replaces the sheets: the board's own, and those of a part loaded before, stay.
 */
export function adoptPartStyles(board: ReactiveElement, styles: CSSResult): void {
  const root = board.renderRoot;
  if (!(root instanceof ShadowRoot)) return;
  const parts = [...(adopted.get(root) ?? []), styles];
  adopted.set(root, parts);
  adoptStyles(root, [...(board.constructor as typeof ReactiveElement).elementStyles, ...parts]);
}

/**
 * Asks `part` to take its property's new value now, or once its code is in while `wanted` still holds: set before the
 * element upgraded, a property reaches the board only in the update itself, after the parts it waits for were chosen.
 */
export function askPart(
  host: ReactiveControllerHost,
  part: LazyPart<ReactiveController & { ask(): void }>,
  wanted: () => boolean,
): void {
  if (part.current) part.current.ask();
  else if (wanted()) void part.want()?.then(() => wanted() && (part.current?.ask(), host.requestUpdate()));
}
