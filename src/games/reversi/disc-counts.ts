/** How Reversi's texts write disc counts, in every language (a module of its own: each language's words use it). */
import { signedNum } from '../../languages/intl.js';

/** A signed disc count, with a true minus sign, as `lang` writes numbers ("+2,5" in German). */
export const signed = (n: number, lang = 'en') => signedNum(lang, n);
/** An estimate's size as it is shown: one decimal while small, whole discs beyond ten (its words' plural counts it). */
export const estimated = (n: number) => (Math.abs(n) < 10 ? Math.round(n * 10) / 10 : Math.round(n));
/** An estimate, signed, as `lang` writes it. */
export const estimate = (n: number, lang = 'en') => signed(estimated(n), lang);
