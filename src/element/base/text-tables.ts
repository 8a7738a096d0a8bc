/** Tables of texts loaded on demand: each language's table once per page, whichever board asks first. */
import type { Language, WordTables } from '../../core/language.js';

/** Every table loaded so far (or loading), by its loader. */
const loaded = new WeakMap<() => Promise<unknown>, object | Promise<void>>();

/**
 * The table of `language` in `tables`, or a promise that settles once it is loaded (or failed to load, when English
 * stands in). A language the tables lack is English.
 */
export function tableOf<W extends object>(tables: WordTables<W>, language: Language): W | Promise<void> {
  if (language === 'en') return tables.en;
  const load = tables[language];
  if (!load) return tables.en;
  let table = loaded.get(load);
  if (!table) {
    table = load().then(
      (t) => void loaded.set(load, t && typeof t === 'object' && 'default' in t ? (t.default as W) : t),
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
