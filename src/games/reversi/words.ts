/** Reversi's own words, in each built-in language (the shared ones live in `element/messages.ts`). */
import type { Language } from '../../element/messages.js';

/** The texts of `<reversi-board>` in one language. */
export interface ReversiWords {
  boardLabel: (size: number) => string;
  black: string;
  white: string;
  empty: string;
  /** A square where the side to move may play. */
  legal: string;
  lastMove: string;
  /** A disc the last move turned over. */
  turned: string;
  hinted: string;
  /** Joins the parts of a square's label. */
  separator: string;
  /** A move's value in discs for the side to move: exact with perfect play, or an estimate. */
  value: (discs: number, exact: boolean) => string;
  /** The same value, short enough to sit in a square. */
  shortValue: (discs: number, exact: boolean) => string;
  /** A move announced with what it did. */
  playedTurning: (name: string, square: string, turned: number) => string;
  /** Why a square cannot be played. */
  taken: (square: string) => string;
  noFlip: (square: string) => string;
  /** The final count, after the winner. */
  finalCount: (black: number, white: number) => string;
  keys: readonly string[];
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
/** An estimate: one decimal while small, whole discs beyond ten. */
const estimate = (n: number) => signed(Math.abs(n) < 10 ? Math.round(n * 10) / 10 : Math.round(n));

/** The built-in tables. */
export const words: Readonly<Record<Language, ReversiWords>> = {
  en: {
    boardLabel: (size) => `Reversi, ${size} by ${size}`,
    black: 'black',
    white: 'white',
    empty: 'empty',
    legal: 'you can play here',
    lastMove: 'last move',
    turned: 'just turned',
    hinted: 'hint',
    separator: ', ',
    value: (discs, exact) =>
      exact
        ? discs === 0
          ? 'draw with perfect play'
          : `${discs > 0 ? 'win' : 'loss'} by ${Math.abs(discs)} ${Math.abs(discs) === 1 ? 'disc' : 'discs'} with perfect play`
        : `about ${estimate(discs)} ${Math.abs(discs) === 1 ? 'disc' : 'discs'}`,
    shortValue: (discs, exact) => (exact ? signed(discs) : estimate(discs)),
    playedTurning: (name, square, turned) => `${name} played ${square}, turning ${turned} ${turned === 1 ? 'disc' : 'discs'}.`,
    taken: (square) => `${square} is taken.`,
    noFlip: (square) => `${square} turns no disc over.`,
    finalCount: (black, white) => `Black ${black}, white ${white}.`,
    keys: ['Arrows, Home, End: move between squares', 'Enter or Space: play on the focused square', 'p: pass (when you have no move)'],
  },
  zh: {
    boardLabel: (size) => `黑白棋，${size} × ${size}`,
    black: '黑',
    white: '白',
    empty: '空',
    legal: '可以落子',
    lastMove: '上一步',
    turned: '刚被翻转',
    hinted: '提示',
    separator: '，',
    value: (discs, exact) =>
      exact ? (discs === 0 ? '双方最佳下法为和棋' : `双方最佳下法${discs > 0 ? '胜' : '负'} ${Math.abs(discs)} 子`) : `约 ${signed(discs)} 子`,
    shortValue: (discs, exact) => (exact ? signed(discs) : estimate(discs)),
    playedTurning: (name, square, turned) => `${name}下了 ${square}，翻转 ${turned} 子。`,
    taken: (square) => `${square} 已有棋子。`,
    noFlip: (square) => `${square} 不能翻转任何棋子。`,
    finalCount: (black, white) => `黑 ${black}，白 ${white}。`,
    keys: ['方向键、Home、End：在格子间移动', 'Enter 或空格：在焦点格落子', 'p：停一手（无子可下时）'],
  },
};
