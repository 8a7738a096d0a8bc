/**
 * The languages a board speaks, how a page's language tag picks one, and the shape of a table of texts in each:
 * DOM-free, so a game's words and the core can name them without the element base.
 */

/**
 * The languages built in, by BCP 47 tag: each one's texts are a module of their own (`src/languages/<tag>/`), loaded
 * the first time a board on the page speaks it.
 */
export const LANGUAGES = [
  'en',
  'zh',
  'zh-Hant',
  'es',
  'fr',
  'de',
  'pt',
  'it',
  'ru',
  'uk',
  'pl',
  'tr',
  'ja',
  'ko',
  'ar',
  'he',
  'hi',
] as const;

/** A built-in language. */
export type Language = (typeof LANGUAGES)[number];

/** The built-in languages written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'ckb', 'dv', 'sd', 'ug']);

/** The most subtags a tag may have (`zh-Hant-TW-x-private` has five). */
const MAX_SUBTAGS = 12;

/** Loads one language's table: the module's default export, or the table itself. */
export type TableLoader<W> = () => Promise<W | { default: W }>;

/**
 * A table of texts in the built-in languages: English at hand, any other loaded the first time a board on the page
 * speaks it, so pages in English never load them. A language left out shows this table's texts in English.
 */
export type WordTables<W> = { readonly en: W } & { readonly [L in Exclude<Language, 'en'>]?: TableLoader<W> };

/** A table with every built-in language: what the built-in games and parts give, so a missing one is a type error. */
export type EveryLanguage<W> = { readonly en: W } & { readonly [L in Exclude<Language, 'en'>]: TableLoader<W> };

/**
 * The tags to look for, most specific first, for a BCP 47 tag: `pt-BR` gives `pt-br`, `pt`. Lower case, with the
 * legacy tags of Hebrew (`iw`) and the Chinese regions that write Traditional characters mapped to their tags today.
 */
export function languageChain(tag: string | null | undefined): string[] {
  const parts = (tag ?? '').trim().toLowerCase().replace(/_/g, '-').split('-');
  const primary = parts[0];
  // A tag of more subtags than any language needs is no tag: the chain's work stays bounded, whatever a page sets.
  if (parts.length > MAX_SUBTAGS) return [];
  if (!primary || !/^[a-z]{2,8}$/.test(primary) || parts.some((p) => !/^[a-z0-9]{1,8}$/.test(p))) return [];
  if (primary === 'iw') parts[0] = 'he';
  const chain: string[] = [];
  for (let n = parts.length; n > 0; n--) chain.push(parts.slice(0, n).join('-'));
  if (primary === 'zh') {
    // Chinese is written in two scripts: the script subtag says which, else the region (Taiwan, Hong Kong, Macau).
    const script = parts.find((p) => p === 'hant' || p === 'hans');
    const traditional = script ? script === 'hant' : parts.some((p) => p === 'tw' || p === 'hk' || p === 'mo');
    if (traditional) chain.splice(chain.length - 1, 0, 'zh-hant');
  }
  return chain;
}

const BUILT_IN: ReadonlyMap<string, Language> = new Map(LANGUAGES.map((l) => [l.toLowerCase(), l]));

/** The built-in language for a BCP 47 tag, through its fallback chain (`pt-BR` → `pt`; `zh-TW` → `zh-Hant`); else English. */
export function languageOf(tag: string | null | undefined): Language {
  for (const t of languageChain(tag)) {
    const built = BUILT_IN.get(t);
    if (built) return built;
  }
  return 'en';
}

/**
 * The language of `tables` that a tag falls back to: the first of its chain that they have (a page's own game with
 * Simplified Chinese alone shows it on a `zh-TW` page), else English.
 */
export function languageIn(tables: WordTables<unknown>, tag: string | null | undefined): Language {
  for (const t of languageChain(tag)) {
    const built = BUILT_IN.get(t);
    if (built && (built === 'en' || tables[built])) return built;
  }
  return 'en';
}

/** The direction a language is written in, by its primary subtag. */
export function directionOf(tag: string | null | undefined): 'ltr' | 'rtl' {
  const primary = languageChain(tag).at(-1);
  return primary && RIGHT_TO_LEFT.has(primary) ? 'rtl' : 'ltr';
}
