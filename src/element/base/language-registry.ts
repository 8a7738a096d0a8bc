/**
 * Languages a page adds (`registerLanguage`): texts for a language not built in, or over a built-in one, laid over
 * English table by table, so a page may translate as much as it likes and the rest stays readable.
 */
import type { Messages } from './messages.js';

/**
 * A page's texts in one language, by table: `messages` (what every board shares), `review`, `online`, `puzzle`,
 * `lesson`, each board's own words by its tag name (`'reversi-board'`, or a page's own game's tag), and each game's
 * course by its game's id (`'reversi-course'`: by lesson id, its `title` and its `steps`' texts). Each table may be
 * partial.
 * `docs/languages/template.ts` holds every text in English, to start from.
 */
export interface LanguageTexts {
  /** The texts every board shares (`Messages`). */
  readonly messages?: Partial<Messages>;
  /** The review's texts (`ReviewTexts`), the online panel's (`OnlineWords`) and the puzzle's (`PuzzleWords`). */
  readonly review?: object;
  readonly online?: object;
  readonly puzzle?: object;
  /** The lesson panel's texts (`LessonWords`). */
  readonly lesson?: object;
  /** A board's own words, by its tag name; a game's course, by its game's id and `-course`. */
  readonly [table: string]: object | undefined;
}

/** How a registered language is written. */
export interface LanguageOptions {
  /** Its direction, where it is not the one its tag implies (Arabic, Hebrew, Persian, Urdu… right to left). */
  readonly dir?: 'ltr' | 'rtl';
}

interface Registered {
  readonly texts: LanguageTexts;
  readonly dir: 'ltr' | 'rtl' | undefined;
}

const languages = new Map<string, Registered>();
const listeners = new Set<() => void>();
let version = 0;

/**
 * Adds a language, or texts over a built-in one, for every board on the page; boards showing it update at once. A tag
 * registered again replaces its texts. Throws a `RangeError` for a tag that is no BCP 47 language tag, and a
 * `TypeError` for texts that are not tables.
 */
export function registerLanguage(tag: string, texts: LanguageTexts, options: LanguageOptions = {}): void {
  let canonical: string;
  try {
    [canonical = ''] = Intl.getCanonicalLocales(tag);
  } catch {
    throw new RangeError(`registerLanguage: "${String(tag)}" is not a BCP 47 language tag, such as "nl" or "pt-BR".`);
  }
  if (!texts || typeof texts !== 'object')
    throw new TypeError('registerLanguage: the texts must be an object of tables, such as { messages: { … } }.');
  for (const [name, table] of Object.entries(texts))
    if (table !== undefined && (!table || typeof table !== 'object'))
      throw new TypeError(`registerLanguage: the table "${name}" must be an object of texts.`);
  const dir = options.dir === 'rtl' || options.dir === 'ltr' ? options.dir : undefined;
  languages.set(canonical.toLowerCase(), { texts, dir });
  version++;
  for (const listener of listeners) listener();
}

/** The language registered for a lower-case tag, if any. */
export function registered(tag: string): Registered | undefined {
  return languages.get(tag);
}

/** Counts the registrations, so a cache of texts knows when to make them again. */
export function registryVersion(): number {
  return version;
}

/** Calls `listener` at each registration; returns what stops it. */
export function onRegister(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
