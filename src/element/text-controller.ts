import { type Language, type Messages, langOf, languageOf, messages } from './messages.js';

/** What the texts need of their board. */
export interface TextHost<W extends object> extends Element {
  /** Replacements for any text, shared or the game's own. */
  strings: Partial<Messages & W> | null | undefined;
}

/**
 * A board's texts: the shared messages and the game's own words in the board's language (its
 * `lang` or the nearest ancestor's), with the host's `strings` laid over them. Computed once per
 * language and `strings` object.
 */
export class BoardTextController<W extends object> {
  private cache: { lang: Language; strings: object | null | undefined; m: Messages; w: W } | undefined;

  /** `words` is a function because a board's words are a field of the subclass, set after the base's constructor. */
  constructor(
    private readonly host: TextHost<W>,
    private readonly words: () => Readonly<Record<Language, W>>,
  ) {}

  /** The built-in language in use. */
  get language(): Language {
    return languageOf(langOf(this.host));
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
    const lang = this.language;
    const strings = this.host.strings;
    if (this.cache?.lang === lang && this.cache.strings === strings) return this.cache;
    const m = { ...messages[lang] } as Messages;
    const w = { ...this.words()[lang] } as W;
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
