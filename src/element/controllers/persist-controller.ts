import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { InvalidSavedGameError, NewerSavedGameError } from '../../core/saved-game.js';
import type { BaseState } from '../../core/game.js';
import type { GameSession } from '../../core/session.js';
import type { PersistErrorEventDetail } from '../base/events.js';
import type { PlayerNames } from '../base/player-names.js';
import type { PartsPort } from '../base/parts-port.js';

/** Why a board's game is not being saved. */
export type PersistProblem = PersistErrorEventDetail['reason'];

/** What saving needs of its board. */
export interface PersistHost extends ReactiveControllerHost {
  /** The storage key chosen by the page (`persist`); unset, nothing is saved. */
  persist?: string;
}

/** What saving tells its board, and asks of it. */
export interface PersistEvents {
  /**
   * Whether the board shows the player's own game: one set up for them (a puzzle's) is neither saved nor replaced by a
   * save.
   */
  ownGameShown(): boolean;
  /** One console warning per distinct problem. */
  warn(key: string, message: string): void;
  /** The game is not being saved, or a save was found that the board cannot use (`persist-error`). */
  failed(detail: PersistErrorEventDetail): void;
  /** Another tab or board on the same key changed the game, and this board took it. */
  loaded(): void;
}

/** Where an unusable save is kept aside once the game changes on this board: one key, overwritten, never growing. */
export const UNREADABLE_SUFFIX = ':unreadable';

/**
 * The boards of this page by storage key: a save reaches the others at once (`storage` events reach only other tabs).
 */
const boardsByKey = new Map<string, Set<PersistController<BaseState, unknown, unknown>>>();

/**
 * Saves the game and the players' names in `localStorage` under the host's `persist` key after
 * every update that changed them, and resumes the saved game when the key is set (names given on
 * the board win over saved ones). Nothing is ever lost by reading:
 * - a save this board cannot use (unreadable, from a newer version, of other options) stays as it
 *   is until the game changes here; then it is kept aside under `<key>:unreadable` first;
 * - other tabs (the `storage` event) and other boards of the page on the same key play the same
 *   game: each save is taken by the others, which do not write it back; a board of other settings
 *   on the key holds the other's game like any save it cannot use, so neither wipes the other's;
 * - storage that is full or refused is told once (`persist-error`, a line in the board), and the
 *   game goes on unsaved;
 * - while the board shows a game that is not the player's own (a puzzle), nothing is written, read
 *   or taken: the save keeps the player's game, and when it comes back (`rejoin`) a save another tab
 *   or board wrote meanwhile is taken as it would have been then.
 */
export class PersistController<S extends BaseState, M, O> implements ReactiveController {
  private restoredKey: string | undefined;
  private savedVersion = '';
  /**
   * A save under the key that this board cannot use, with the game's version once loaded (null until the first update
   * ends).
   */
  private held: { text: string; version: string | null } | null = null;
  private registered: string | undefined;
  private problemNow: PersistProblem | null = null;
  /**
   * The save under the key as this board last read, wrote or took it: anything else there now came from another board.
   */
  private lastText: string | null | undefined;
  private readonly onStorage = (e: StorageEvent) => {
    if (!this.registered || (e.key !== this.registered && e.key !== null) || this.storage() !== e.storageArea) return;
    // What is stored now, not the event's value: events of quick moves may arrive after a later save.
    const text = this.read(this.registered);
    if (text !== null && text !== undefined) this.take(text);
  };

  /**
   * `session` is a function because the board starts its game on first use. The board adds it among its controllers
   * (through a `LazyPart`, loaded with `persist`).
   */
  constructor(
    private readonly host: PersistHost,
    private readonly session: () => GameSession<S, M, O>,
    private readonly names: PlayerNames,
    private readonly events: PersistEvents,
  ) {}

  /** Why the game is not being saved now, or null while it is (or nothing is to be saved). */
  get problem(): PersistProblem | null {
    if (!this.host.persist || this.away()) return null;
    // The game changed since an unusable save was held: this update keeps it aside and saves, so the line goes now.
    if (this.held && this.held.version !== null && this.held.version !== this.version()) return null;
    return this.problemNow;
  }

  /** The line under the status that says why the game is not being saved, if it is not. */
  renderNote(notSaved: (problem: PersistProblem) => string): TemplateResult | typeof nothing {
    const problem = this.problem;
    if (!problem) return nothing;
    return html`<div class="persist-note" part="persist-note" role="status">${notSaved(problem)}</div>`;
  }

  hostConnected(): void {
    globalThis.addEventListener?.('storage', this.onStorage);
  }

  hostDisconnected(): void {
    globalThis.removeEventListener?.('storage', this.onStorage);
    this.register(undefined);
    // Put back on a page, the board reads its save again: another tab may have moved meanwhile.
    this.restoredKey = undefined;
  }

  /**
   * Before each update: resumes the saved game when the key is new, then saves what changed (before rendering, so a
   * failure shows in this update).
   */
  hostUpdate(): void {
    const key = this.host.persist;
    // Away, other boards and tabs do not reach this one either: `rejoin` reads what they wrote.
    if (!key || this.away()) return this.register(undefined);
    if (key !== this.restoredKey) this.open(key);
    this.save(false);
  }

  /** Saves the game now, though it did not change (the clocks ran: the page is being left). */
  flush(): void {
    const key = this.host.persist;
    if (key && key === this.restoredKey && !this.held && !this.away()) this.write(key);
  }

  /**
   * The board shows the player's own game again, as it was before (a puzzle ended): a save another
   * tab or board wrote meanwhile is taken, as it would have been then; otherwise the save still holds
   * this game, and nothing is written.
   */
  rejoin(): void {
    const key = this.host.persist;
    if (!key || this.away()) return;
    // A key set while away was never read: it is read now, before this update could save over it.
    if (key !== this.restoredKey) return this.open(key);
    const storageKey = this.storageKey(key);
    this.register(storageKey);
    this.savedVersion = this.version();
    if (this.held) this.held.version = this.savedVersion;
    const text = this.read(storageKey);
    if (text !== null && text !== undefined && text !== this.lastText) this.take(text);
  }

  /** After each update: saves what the update itself changed, if anything. */
  hostUpdated(): void {
    this.save(true);
  }

  /** Reads the save under a key new to this board, and hears of it from other boards and tabs from now on. */
  private open(key: string): void {
    this.restoredKey = key;
    this.held = null;
    this.setProblem(null);
    this.restore(key);
    this.register(this.storageKey(key));
  }

  /**
   * Whether the board shows a game that is not the player's own (a puzzle's): it is never saved, and no save replaces
   * it.
   */
  private away(): boolean {
    return !this.events.ownGameShown();
  }

  /** `ended`: the update is over, so a held save's game version is known. */
  private save(ended: boolean): void {
    const key = this.host.persist;
    if (!key || key !== this.restoredKey || this.away()) return;
    const version = this.version();
    if (version === this.savedVersion) return;
    if (this.held) {
      // The unusable save stays as it is until the game changes on this board.
      if (this.held.version === null) {
        if (!ended) return;
        this.held.version = version;
      }
      if (this.held.version === version) return;
    }
    this.savedVersion = version;
    this.write(key);
  }

  private version(): string {
    // A review kept with the game is saved too, but never moves a held save aside: only play does.
    const review = this.held ? '' : `:${this.session().reviewRevision}`;
    return `${this.session().revision}:${this.names.revision}${review}`;
  }

  private storageKey(key: string): string {
    return `board-game-elements:${this.session().rules.id}:${key}`;
  }

  /** The page's local storage; throws where the browser refuses it (sandboxed frames, some private modes). */
  private storage(): Storage | undefined {
    try {
      return globalThis.localStorage;
    } catch {
      return undefined;
    }
  }

  private write(key: string): void {
    const shown = this.problem;
    const storageKey = this.storageKey(key);
    const text = JSON.stringify(this.session().export(this.names.saved()));
    try {
      const storage = globalThis.localStorage;
      if (!storage) throw new Error('no localStorage');
      const current = this.read(storageKey) ?? null;
      if (this.held && current !== this.held.text) this.held = null; // another board already put a game there
      if (!this.held && current !== null && current !== this.lastText && !this.continues(current)) {
        if (this.usable(current)) {
          // Another tab saved a move since this board last looked, and this board's game does not
          // continue it: that move was first, so this board takes it (and its own change goes).
          this.events.warn(
            'storage-race',
            `another tab or board saved a move under "${key}" first; this board now shows that game.`,
          );
          this.take(current);
          return;
        }
        // Something this board cannot use was put there meanwhile (another board's game of other
        // settings, say): it goes aside like any such save, and the page hears of it.
        this.held = { text: current, version: null };
        this.events.failed({ key, reason: this.unusableBecause(current) });
      }
      // The unusable save goes aside before anything is written over it; if that fails, nothing is.
      if (this.held) storage.setItem(storageKey + UNREADABLE_SUFFIX, this.held.text);
      this.held = null;
      storage.setItem(storageKey, text);
      this.lastText = text;
    } catch (e) {
      const full =
        e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED');
      this.events.warn('storage', `cannot save the game (${messageOf(e)}); it goes on unsaved.`);
      this.fail(key, full ? 'quota' : 'unavailable');
      return;
    }
    // Quietly when the line is already gone (see `problem`): no second update.
    this.problemNow = null;
    if (shown !== null) this.host.requestUpdate();
    for (const other of boardsByKey.get(storageKey) ?? []) if (other !== (this as object)) other.take(text);
  }

  /** The save under a storage key; undefined where storage is refused. */
  private read(storageKey: string): string | null | undefined {
    try {
      return globalThis.localStorage?.getItem(storageKey);
    } catch {
      return undefined;
    }
  }

  /** Whether a save is a game this board can take: readable, of this game and these options. */
  private usable(text: string): boolean {
    const session = this.session();
    try {
      return JSON.stringify(session.check(text).saved.options) === session.optionsKey;
    } catch (e) {
      if (e instanceof InvalidSavedGameError) return false;
      throw e;
    }
  }

  /** Why this board cannot use a save that `usable` turned down. */
  private unusableBecause(text: string): PersistProblem {
    try {
      this.session().check(text);
      return 'other-options';
    } catch (e) {
      return readProblem(e);
    }
  }

  /** Whether this board's game is the stored one with more moves after it. */
  private continues(text: string): boolean {
    try {
      const saved = JSON.parse(text) as { moves?: unknown };
      const mine = this.session().moves;
      return (
        Array.isArray(saved.moves) && saved.moves.length <= mine.length && saved.moves.every((m, i) => m === mine[i])
      );
    } catch {
      return false;
    }
  }

  private restore(key: string): void {
    let text: string | null;
    try {
      const storage = globalThis.localStorage;
      if (!storage) return;
      text = storage.getItem(this.storageKey(key));
    } catch (e) {
      this.events.warn('storage', `cannot read saved games (${messageOf(e)}); the game is not saved.`);
      return this.fail(key, 'unavailable');
    }
    this.lastText = text;
    if (text === null) return;
    const session = this.session();
    try {
      const checked = session.check(text);
      if (JSON.stringify(checked.saved.options) !== session.optionsKey) {
        this.events.warn(
          'saved-options',
          `the game saved under "${key}" has other options than this board; starting a new game (the save stays ` +
            `until you play).`,
        );
        return this.hold(key, text, 'other-options');
      }
      session.adopt(checked, session.options);
      this.names.adopt(checked.saved.players, true);
    } catch (e) {
      if (!(e instanceof InvalidSavedGameError)) throw e;
      this.events.warn(
        'saved-corrupt',
        `ignoring the data saved under "${key}": ${e.message} (it stays until you play, then moves to ` +
          `"${key}${UNREADABLE_SUFFIX}").`,
      );
      this.hold(key, text, readProblem(e));
    }
  }

  /**
   * Takes a save written by another tab or board on the same key: the same game on every board.
   * It is not written back (no ping-pong); a save this board cannot use is held as on loading.
   */
  private take(text: string): void {
    const key = this.host.persist;
    // Not over a puzzle: `rejoin` takes it once the player's game is back.
    if (!key || this.away()) return;
    const session = this.session();
    this.lastText = text;
    if (text === JSON.stringify(session.export(this.names.saved()))) return;
    try {
      const checked = session.check(text);
      // A board of other options on the same key plays another game: it does not take this one,
      // and holds it as it holds any save it cannot use, so its next save moves it aside first.
      if (JSON.stringify(checked.saved.options) !== session.optionsKey) {
        this.events.warn(
          'saved-options',
          `another tab or board saved a game of other settings under "${key}"; it moves to ` +
            `"${key}${UNREADABLE_SUFFIX}" when you play here.`,
        );
        this.hold(key, text, 'other-options');
        this.held!.version = this.version();
        return;
      }
      session.adopt(checked, session.options);
      this.names.adopt(checked.saved.players, false);
      this.held = null;
      this.setProblem(null);
    } catch (e) {
      if (!(e instanceof InvalidSavedGameError)) throw e;
      this.hold(key, text, readProblem(e));
      this.held!.version = this.version();
      return;
    }
    this.savedVersion = this.version();
    this.events.loaded();
  }

  private hold(key: string, text: string, reason: PersistProblem): void {
    this.held = { text, version: null };
    this.fail(key, reason);
  }

  private fail(key: string, reason: PersistProblem): void {
    if (this.problemNow === reason) return;
    this.setProblem(reason);
    this.events.failed({ key, reason });
  }

  private setProblem(problem: PersistProblem | null): void {
    if (this.problemNow === problem) return;
    this.problemNow = problem;
    this.host.requestUpdate();
  }

  private register(storageKey: string | undefined): void {
    if (storageKey === this.registered) return;
    const self = this as unknown as PersistController<BaseState, unknown, unknown>;
    if (this.registered) {
      const boards = boardsByKey.get(this.registered);
      boards?.delete(self);
      if (boards?.size === 0) boardsByKey.delete(this.registered);
    }
    this.registered = storageKey;
    if (!storageKey) return;
    const boards = boardsByKey.get(storageKey) ?? new Set();
    boards.add(self);
    boardsByKey.set(storageKey, boards);
  }
}

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Why a save could not be read: from a newer version, or not at all. */
const readProblem = (e: unknown): PersistProblem => (e instanceof NewerSavedGameError ? 'newer-version' : 'unreadable');

/** Saving wired to its board's core: the board loads it, this with it, for `persist`. */
export function persistPart<S extends BaseState, M, O>(
  host: PersistHost,
  core: PartsPort<S, M, O>,
): PersistController<S, M, O> {
  return new PersistController<S, M, O>(host, () => core.session, core.names, {
    ownGameShown: () => core.flow.ownGameShown,
    warn: (key, message) => core.warn(key, message),
    failed: (detail) => core.emit('persist-error', detail),
    loaded: () => (host.requestUpdate(), core.settle()),
  });
}
