import {
  type Language,
  type WordTables,
  directionOf,
  languageChain,
  languageIn,
  languageOf,
} from '../../core/language.js';
import { registered, registryVersion } from './language-registry.js';
import { type Messages, en } from './messages.js';
import { messageTables } from './message-tables.js';
import { dirOf, langOf } from './page-language.js';
import { tableOf } from './text-tables.js';

/** What the texts need of their board. */
export interface TextHost<W extends object> extends Element {
  /** Replacements for any text, shared or the game's own. */
  strings: Partial<Messages & W> | null | undefined;
}

type Table = Record<string, unknown>;

/**
 * `base` with the entries of `over` that have the same kind as English's (a page's text of the wrong kind, a number
 * where a function is wanted, would break the board at its next render).
 */
function overlay<T extends object>(base: T, over: object | undefined, english: T, warn: (key: string) => void): T {
  if (!over) return base;
  const out = { ...base } as Table;
  for (const [k, v] of Object.entries(over)) {
    if (v === undefined) continue;
    const want = (english as Table)[k];
    if (want !== undefined && typeof v !== typeof want) warn(k);
    else out[k] = v;
  }
  return out as T;
}

/**
 * A board's texts: the shared messages, the game's own words and the tables its parts use (the review, online play,
 * the puzzle), in the board's language (its `lang`, else the nearest ancestor's or the document's), through the tag's
 * fallback chain (`pt-BR` → `pt` → English), with a page's registered languages and then the host's `strings` laid
 * over them. English is built in; another language loads on first use, and the board waits for it (`loading`) before
 * it renders, so a page never sees the wrong language.
 */
export class BoardTexts<W extends object> {
  private cache: { tag: string; version: number; strings: object | null | undefined; m: Messages; w: W } | undefined;
  private readonly parts = new Map<string, { tables: WordTables<object>; tag: string; version: number; t: object }>();

  /** `words` is a function because a board's words are a field of the subclass, set after the base's constructor. */
  constructor(
    private readonly host: TextHost<W>,
    private readonly words: () => WordTables<W>,
    private readonly warn: (key: string, message: string) => void = () => {},
  ) {}

  /** The language tag the board is in, as its page sets it (lower case; empty where none does). */
  get tag(): string {
    return langOf(this.host);
  }

  /** The built-in language whose tables stand under the page's own: the first of the tag's chain that is built in. */
  get language(): Language {
    return languageOf(this.tag);
  }

  /** The tag numbers, plurals and direction follow: the first of the chain that is registered or built in. */
  get locale(): string {
    for (const t of languageChain(this.tag)) if (registered(t) || languageOf(t) !== 'en' || t === 'en') return t;
    return 'en';
  }

  /** The direction the board is laid out in: the page's `dir`, else the language's own. */
  get direction(): 'ltr' | 'rtl' {
    const set = dirOf(this.host);
    if (set) return set;
    for (const t of languageChain(this.tag)) {
      const own = registered(t)?.dir;
      if (own) return own;
    }
    return directionOf(this.locale);
  }

  /** Settles once the texts of the board's language are at hand; null when they already are. */
  get loading(): Promise<void> | null {
    const tag = this.tag;
    const all = [messageTables, this.words(), ...[...this.parts.values()].map((p) => p.tables)];
    const pending = all.map((t) => tableOf(t, languageIn(t, tag))).filter((t) => t instanceof Promise);
    return pending.length > 0 ? Promise.all(pending).then(() => undefined) : null;
  }

  /** The shared texts. */
  get m(): Messages {
    return this.texts().m;
  }

  /** The game's own words. */
  get w(): W {
    return this.texts().w;
  }

  /**
   * A part's table (`name`: `review`, `online`, `puzzle`) in the board's language, with a page's registered texts over
   * it: the part's `strings` are the shared messages' keys, which the part lays over it. The first call adds the
   * table to what `loading` waits for; until the language's table is in, English stands in.
   */
  table<T extends object>(name: string, tables: WordTables<T>): T {
    const tag = this.tag;
    const version = registryVersion();
    const known = this.parts.get(name);
    if (known && known.tables === tables && known.tag === tag && known.version === version) return known.t as T;
    const t = this.compose(name, tables, tag);
    // Kept only once the language's own table is in: until then English stands in and is made again.
    if (!(tableOf(tables, languageIn(tables, tag)) instanceof Promise))
      this.parts.set(name, { tables, tag, version, t });
    else this.parts.set(name, { tables: tables as WordTables<object>, tag: '', version: -1, t });
    return t;
  }

  private texts(): { m: Messages; w: W } {
    const tag = this.tag;
    const version = registryVersion();
    const strings = this.host.strings;
    const c = this.cache;
    if (c && c.tag === tag && c.version === version && c.strings === strings) return c;
    let m = this.compose('messages', messageTables, tag);
    let w = this.compose(this.host.localName, this.words(), tag);
    // A key of the shared texts replaces that text; any other key is one of the game's words.
    const shared: Table = {};
    const own: Table = {};
    for (const [k, v] of Object.entries(strings ?? {})) (k in en ? shared : own)[k] = v;
    m = overlay(m, shared, en, (k) => this.wrongKind('strings', k));
    w = overlay(w, own, this.words().en, (k) => this.wrongKind('strings', k));
    const loaded = this.loading === null;
    // Until a language's tables arrive (the board waits for them before rendering), nothing is kept.
    if (loaded) this.cache = { tag, version, strings, m, w };
    return { m, w };
  }

  /**
   * Table `name` for `tag`: English, under the built-in language the tag falls back to, under each registered
   * language of the chain from the widest to the narrowest (`pt`, then `pt-BR`).
   */
  private compose<T extends object>(name: string, tables: WordTables<T>, tag: string): T {
    const english = tables.en;
    const builtIn = tableOf(tables, languageIn(tables, tag));
    let t = builtIn instanceof Promise ? english : builtIn;
    for (const link of languageChain(tag).reverse())
      t = overlay(t, registered(link)?.texts[name], english, (k) => this.wrongKind(`${link} ${name}`, k));
    return t;
  }

  private wrongKind(where: string, key: string): void {
    this.warn(
      `text ${where} ${key}`,
      `board-game-elements: the text "${key}" (${where}) is not of the kind the board expects; English is shown.`,
    );
  }
}
