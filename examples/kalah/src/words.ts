/** Kalah's own words: English at hand, Chinese loaded the first time a board speaks it. */
import type { Player, WordTables } from 'board-game-elements/core';

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

/** The tables. */
export const words: WordTables<KalahWords> = {
  en: {
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
  },
  zh: () => import('./words-zh.js').then((m) => m.zh),
};
