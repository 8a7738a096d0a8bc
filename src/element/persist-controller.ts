import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { InvalidSavedGameError } from '../core/saved-game.js';
import type { BaseState } from '../core/game.js';
import type { GameSession } from '../core/session.js';
import type { NamesController } from './names-controller.js';

/** What saving needs of its board. */
export interface PersistHost extends ReactiveControllerHost {
  /** The storage key chosen by the page (`persist`); unset, nothing is saved. */
  persist?: string;
}

/**
 * Saves the game and the players' names in `localStorage` under the host's `persist` key after
 * every update that changed them, and resumes the saved game when the key is set (names given on
 * the board win over saved ones). Storage that throws (private modes, sandboxes, a full quota) and
 * data that is not a saved game of this board each cost one warning; the game goes on.
 */
export class PersistController<S extends BaseState, M, O> implements ReactiveController {
  private restoredKey: string | undefined;
  private savedVersion = '';

  /** `session` is a function because the board starts its game on first use. */
  constructor(
    private readonly host: PersistHost,
    private readonly session: () => GameSession<S, M, O>,
    private readonly names: NamesController,
    private readonly warn: (key: string, message: string) => void,
  ) {
    host.addController(this);
  }

  /** Before each update: resumes the saved game when the key is new. */
  hostUpdate(): void {
    const key = this.host.persist;
    if (!key || key === this.restoredKey) return;
    this.restoredKey = key;
    this.restore(key);
  }

  /** After each update: saves what changed. */
  hostUpdated(): void {
    const key = this.host.persist;
    const session = this.session();
    const version = `${session.revision}:${this.names.revision}`;
    if (!key || version === this.savedVersion) return;
    this.savedVersion = version;
    try {
      globalThis.localStorage?.setItem(this.storageKey(key), JSON.stringify(session.export(this.names.saved())));
    } catch (e) {
      this.warn('storage', `cannot save the game (${messageOf(e)}); it goes on unsaved.`);
    }
  }

  private storageKey(key: string): string {
    return `board-game-elements:${this.session().rules.id}:${key}`;
  }

  private restore(key: string): void {
    let text: string | null;
    try {
      text = globalThis.localStorage?.getItem(this.storageKey(key)) ?? null;
    } catch (e) {
      this.warn('storage', `cannot read saved games (${messageOf(e)}); the game is not saved.`);
      return;
    }
    if (text === null) return;
    const session = this.session();
    try {
      const checked = session.check(text);
      if (JSON.stringify(checked.saved.options) !== session.optionsKey) {
        this.warn('saved-options', `the game saved under "${key}" has other options than this board; starting a new game.`);
        return;
      }
      session.adopt(checked, session.options);
      this.names.adopt(checked.saved.players, true);
    } catch (e) {
      if (!(e instanceof InvalidSavedGameError)) throw e;
      this.warn('saved-corrupt', `ignoring the data saved under "${key}": ${e.message}`);
    }
  }
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
