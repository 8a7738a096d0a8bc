import { type Language, type WordTables, languageOf } from '../../core/language.js';
import { type Messages, en, langOf } from './messages.js';

/** The built-in tables of the shared texts: English at hand, Chinese (`messages-zh.ts`) loaded when first spoken. */
const messages: WordTables<Messages> = { en, zh: () => import('./messages-zh.js').then((m) => m.zh) };

/** What the texts need of their board. */
export interface TextHost<W extends object> extends Element {
  /** Replacements for any text, shared or the game's own. */
  strings: Partial<Messages & W> | null | undefined;
}

/** Every table loaded so far, by its loader: loaded once per page, whichever board asked first. */
const loaded = new WeakMap<() => Promise<object>, object | Promise<void>>();

/**
 * The table of `language` in `tables`, or a promise that settles once it is loaded (or failed to load, when English
 * stands in).
 */
function tableOf<W extends object>(tables: WordTables<W>, language: Language): W | Promise<void> {
  if (language === 'en') return tables.en;
  const load = tables[language];
  if (!load) return tables.en;
  let table = loaded.get(load);
  if (!table) {
    table = load().then(
      (t) => void loaded.set(load, t),
      (e: unknown) => {
        console.warn(
          `board-game-elements: the ${language} texts could not be loaded ` +
            `(${e instanceof Error ? e.message : String(e)}); showing English instead.`,
        );
        loaded.set(load, tables.en);
      },
    );
    loaded.set(load, table);
  }
  return table as W | Promise<void>;
}

/**
 * A board's texts: the shared messages and the game's own words in the board's language (its
 * `lang` or the nearest ancestor's), with the host's `strings` laid over them. Computed once per
 * language and `strings` object. English is built in; another language loads on first use, and
 * the board waits for it (`loading`) before it renders, so a page never sees the wrong language.
 */
export class BoardTexts<W extends object> {
  private cache: { lang: Language; strings: object | null | undefined; m: Messages; w: W } | undefined;

  /** `words` is a function because a board's words are a field of the subclass, set after the base's constructor. */
  constructor(
    private readonly host: TextHost<W>,
    private readonly words: () => WordTables<W>,
  ) {}

  /** The built-in language in use. */
  get language(): Language {
    return languageOf(langOf(this.host));
  }

  /** Settles once the texts of the board's language are at hand; null when they already are. */
  get loading(): Promise<void> | null {
    const lang = this.language;
    const pending = [tableOf(messages, lang), tableOf(this.words(), lang)].filter((t) => t instanceof Promise);
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

  private texts(): { m: Messages; w: W } {
    const wanted = this.language;
    const strings = this.host.strings;
    const shared = tableOf(messages, wanted);
    const own = tableOf(this.words(), wanted);
    // Until a language's tables arrive (the board waits for them before rendering), English stands in.
    const ready = !(shared instanceof Promise) && !(own instanceof Promise);
    const lang = ready ? wanted : 'en';
    if (this.cache?.lang === lang && this.cache.strings === strings) return this.cache;
    const m = { ...(ready ? (shared as Messages) : messages.en) };
    const w = { ...(ready ? (own as W) : this.words().en) };
    for (const [k, v] of Object.entries(strings ?? {})) {
      if (v === undefined) continue;
      // A key of the shared texts replaces that text; any other key is one of the game's words.
      if (k in m) (m as unknown as Record<string, unknown>)[k] = v;
      else (w as Record<string, unknown>)[k] = v;
    }
    this.cache = { lang, strings, m, w };
    return this.cache;
  }
}
