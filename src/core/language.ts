/**
 * The languages a board speaks, and the shape of a table of texts in each: DOM-free, so a game's
 * words (`words.ts`) and the core can name them without the element base.
 */

/** The languages built in. */
export type Language = 'en' | 'zh';

/**
 * A table of texts in every built-in language: English at hand, the others (Chinese) loaded the
 * first time a board on the page speaks them, so pages in English never load them.
 */
export interface WordTables<W> {
  /** English, always at hand. */
  en: W;
  /**
   * Loads the Chinese table; without it, a board in Chinese shows this game's own texts in English (the shared ones
   * stay Chinese).
   */
  zh?: () => Promise<W>;
}

/** The built-in language for a BCP 47 tag: Chinese for `zh…`, English otherwise. */
export function languageOf(tag: string | null | undefined): Language {
  return tag && /^zh\b/i.test(tag.trim()) ? 'zh' : 'en';
}
