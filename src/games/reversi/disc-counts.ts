/** How Reversi's texts write disc counts, in every language (a module of its own: each language's words use it). */

/** A signed disc count, with a true minus sign. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
/** An estimate: one decimal while small, whole discs beyond ten. */
export const estimate = (n: number) => signed(Math.abs(n) < 10 ? Math.round(n * 10) / 10 : Math.round(n));
