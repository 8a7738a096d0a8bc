import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SavedGame } from '../core/saved-game.js';
import { InvalidSavedGameError } from '../core/saved-game.js';
import type { CheckedGame } from '../core/session.js';

/** What saving needs of its board. */
export interface PersistHost extends ReactiveControllerHost {
  /** The storage key chosen by the page (`persist`); unset, nothing is saved. */
  persist?: string;
}

/** The board's side of saving: its game in saved form, and how to check and take a saved one. */
export interface PersistGame<S, M, O> {
  /** The game's id, part of the storage key. */
  id: () => string;
  /** The game as it stands, to save. */
  export: () => SavedGame<O>;
  /** Checks saved data (throws `InvalidSavedGameError`). */
  check: (data: string) => CheckedGame<S, M, O>;
  /** Whether a checked game was played with the board's current options. */
  sameOptions: (game: CheckedGame<S, M, O>) => boolean;
  /** Makes a checked game current, names included (names set on the board win). */
  adopt: (game: CheckedGame<S, M, O>) => void;
  /** One console warning per distinct problem. */
  warn: (key: string, message: string) => void;
}

/**
 * Saves the game in `localStorage` under the host's `persist` key after every change, and resumes
 * the saved game when the key is set. Storage that throws (private modes, sandboxes, a full
 * quota) and data that is not a saved game of this board each cost one warning; the game goes on.
 */
export class PersistController<S, M, O> implements ReactiveController {
  private restoredKey: string | undefined;
  private dirty = false;

  constructor(
    private readonly host: PersistHost,
    private readonly game: PersistGame<S, M, O>,
  ) {
    host.addController(this);
  }

  /** Marks the game as changed: it is saved after the next update. */
  changed(): void {
    this.dirty = true;
  }

  /** Before each update: resumes the saved game when the key is new. */
  hostUpdate(): void {
    const key = this.host.persist;
    if (!key || key === this.restoredKey) return;
    this.restoredKey = key;
    this.restore(key);
  }

  /** After each update: saves a changed game. */
  hostUpdated(): void {
    if (!this.dirty) return;
    this.dirty = false;
    const key = this.host.persist;
    if (!key) return;
    try {
      globalThis.localStorage?.setItem(this.storageKey(key), JSON.stringify(this.game.export()));
    } catch (e) {
      this.game.warn('storage', `cannot save the game (${messageOf(e)}); it goes on unsaved.`);
    }
  }

  private storageKey(key: string): string {
    return `board-game-elements:${this.game.id()}:${key}`;
  }

  private restore(key: string): void {
    let text: string | null;
    try {
      text = globalThis.localStorage?.getItem(this.storageKey(key)) ?? null;
    } catch (e) {
      this.game.warn('storage', `cannot read saved games (${messageOf(e)}); the game is not saved.`);
      return;
    }
    if (text === null) return;
    try {
      const checked = this.game.check(text);
      if (!this.game.sameOptions(checked)) {
        this.game.warn('saved-options', `the game saved under "${key}" has other options than this board; starting a new game.`);
        return;
      }
      this.game.adopt(checked);
    } catch (e) {
      if (!(e instanceof InvalidSavedGameError)) throw e;
      this.game.warn('saved-corrupt', `ignoring the data saved under "${key}": ${e.message}`);
    }
  }
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
