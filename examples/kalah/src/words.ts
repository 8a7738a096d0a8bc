/** Kalah's own words in English; the board loads the Chinese ones (`words-zh.ts`) the first time it speaks them. */
import type { Player } from 'board-game-elements/core';

/** The texts of `<kalah-board>` in one language. */
export interface KalahWords {
  /** The sides by the rows they own: the first player's is the lower row. */
  side: Record<Player, string>;
  boardLabel: (seeds: number) => string;
  rowLabel: (side: string, store: number) => string;
  pitLabel: (side: string, pit: number, seeds: number) => string;
  store: (side: string) => string;
  lastSown: string;
  hinted: string;
  notYourPit: string;
  emptyPit: string;
  keys: readonly string[];
}

const seedsEn = (n: number) => `${n} ${n === 1 ? 'seed' : 'seeds'}`;

/** The English table; the Chinese one is `words-zh.ts`, which the board loads when first spoken. */
export const en: KalahWords = {
  side: { first: 'South', second: 'North' },
  boardLabel: (seeds) => `Kalah, ${seeds} seeds in each pit at the start`,
  rowLabel: (side, store) => `${side}'s pits; ${side}'s store holds ${seedsEn(store)}`,
  pitLabel: (side, pit, seeds) => `${side} pit ${pit}, ${seedsEn(seeds)}`,
  store: (side) => `${side}'s store`,
  lastSown: 'sown last',
  hinted: 'hint',
  notYourPit: "That pit is not the side to move's",
  emptyPit: 'That pit is empty',
  keys: ['1 to 6: sow that pit of the side to move (counted from its left)', 'Enter or Space: sow the focused pit'],
};
