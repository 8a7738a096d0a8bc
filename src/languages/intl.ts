/**
 * Plurals, numbers and lists in a language, through `Intl`: what every language's texts use rather than joining
 * strings, so "1 win", "2 победы", "5 побед" and "a, b and c" come out as each language says them.
 */

type Rule = Intl.LDMLPluralRule;

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();
const lists = new Map<string, Intl.ListFormat>();

/** One formatter per language and kind, made once: constructing `Intl` objects costs far more than using them. */
function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let f = cache.get(key);
  if (!f) cache.set(key, (f = make()));
  return f;
}

/** `n` written as `lang` writes numbers (Arabic-Indic digits in Arabic, for instance). */
export function num(lang: string, n: number): string {
  return cached(numbers, lang, () => new Intl.NumberFormat(lang, { useGrouping: false })).format(n);
}

/**
 * The form of `forms` that `lang`'s plural rules pick for `n` (`other` where the language has no form of its own for
 * the category), with `#` replaced by the number as `lang` writes it: `plural('ru', 5, { one: '# победа', few:
 * '# победы', other: '# побед' })` is "5 побед".
 */
export function plural(lang: string, n: number, forms: Partial<Record<Rule, string>> & { other: string }): string {
  const rule = cached(plurals, lang, () => new Intl.PluralRules(lang)).select(n);
  return (forms[rule] ?? forms.other).replace('#', num(lang, n));
}

const signs = new Map<string, Intl.NumberFormat>();

/**
 * A signed value to a tenth, as `lang` writes numbers ("+2,5" in German, "−3" with a true minus sign), for a value
 * shown with its sign: a margin of discs, a position's value.
 */
export function signedNum(lang: string, n: number): string {
  const f = cached(signs, lang, () => new Intl.NumberFormat(lang, { maximumFractionDigits: 1, useGrouping: false }));
  const size = f.format(Math.abs(n));
  if (size === f.format(0)) return size;
  return n > 0 ? `+${size}` : `−${size}`;
}

/**
 * Sentences said one after another (a move, then the status): each but the last ends with `stop` where it has no
 * closing mark of its own, and they are joined by `space` (none after Chinese or Japanese full stops).
 */
export function sentences(parts: readonly string[], stop = '.', space = ' '): string {
  const said = parts.filter((p) => p.trim() !== '');
  return said.map((p, i) => (i < said.length - 1 && !/[.!?…:;。！？।؟]$/u.test(p) ? p + stop : p)).join(space);
}

/** Items joined as `lang` lists them: "a, b and c" (`and`) or "a, b or c" (`or`). */
export function list(lang: string, items: readonly string[], join: 'and' | 'or' = 'and'): string {
  const type = join === 'and' ? 'conjunction' : 'disjunction';
  return cached(lists, `${lang} ${type}`, () => new Intl.ListFormat(lang, { type })).format(items);
}
