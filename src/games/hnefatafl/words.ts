/** Hnefatafl's own words, in each built-in language (the shared ones live in `element/messages.ts`). */
import type { Language } from '../../element/messages.js';
import type { Variant } from './rules.js';

/** The texts of `<hnefatafl-board>` in one language. */
export interface HnefataflWords {
  /** A variant's name. */
  variantName: (variant: Variant) => string;
  boardLabel: (variant: string, size: number) => string;
  attackers: string;
  defenders: string;
  attacker: string;
  defender: string;
  king: string;
  empty: string;
  throne: string;
  corner: string;
  /** A square on one of the king's open lines to an escape square. */
  onOpenLine: string;
  /** A destination where the picked-up piece would capture. */
  capture: string;
  /** Joins the parts of a square's label. */
  separator: string;
  /** A move announced with what it did. */
  moved: (name: string, from: string, to: string, captured: number) => string;
  /** The warning, like "check" in chess, that the king can reach these escape squares next move. */
  openLines: (squares: string[]) => string;
  /** Why the game ended, as a sentence, by the rules' reason. */
  reasons: Readonly<Record<string, string>>;
  keys: readonly string[];
}

/** The built-in tables. */
export const words: Readonly<Record<Language, HnefataflWords>> = {
  en: {
    variantName: (v) => ({ copenhagen: 'Copenhagen', fetlar: 'Fetlar', tablut: 'Tablut', brandubh: 'Brandubh' })[v],
    boardLabel: (variant, size) => `Hnefatafl, ${variant} rules, ${size} by ${size}`,
    attackers: 'attackers',
    defenders: 'defenders',
    attacker: 'attacker',
    defender: 'defender',
    king: 'king',
    empty: 'empty',
    throne: 'throne',
    corner: 'corner',
    onOpenLine: "on the king's open line",
    capture: 'capture',
    separator: ', ',
    moved: (name, from, to, captured) => `${name} moved ${from} to ${to}${captured === 1 ? ', capturing a piece' : captured > 1 ? `, capturing ${captured} pieces` : ''}.`,
    openLines: (squares) => `The king has an open line to ${squares.join(' and ')}!`,
    reasons: {
      escaped: 'The king escaped.',
      'exit-fort': 'The king is safe in an exit fort.',
      'king-captured': 'The king was captured.',
      encircled: 'The attackers enclosed every defender.',
      'no-moves': 'The side to move had no move.',
      repetition: 'The position was repeated three times.',
    },
    keys: ['Arrows, Home, End: move between squares', 'Enter or Space on your piece: pick it up; then on a square: move there (Esc puts it down)'],
  },
  zh: {
    variantName: (v) => ({ copenhagen: '哥本哈根', fetlar: '费特拉', tablut: '塔布鲁特', brandubh: '布兰杜布' })[v],
    boardLabel: (variant, size) => `维京棋（Hnefatafl），${variant}规则，${size}×${size}`,
    attackers: '攻方',
    defenders: '守方',
    attacker: '攻方棋子',
    defender: '守方棋子',
    king: '国王',
    empty: '空',
    throne: '王座',
    corner: '角格',
    onOpenLine: '国王的逃生通路',
    capture: '吃子',
    separator: '，',
    moved: (name, from, to, captured) => `${name}从 ${from} 走到 ${to}${captured > 0 ? `，吃掉 ${captured} 子` : ''}。`,
    openLines: (squares) => `国王可以直达 ${squares.join('、')}！`,
    reasons: {
      escaped: '国王已逃脱。',
      'exit-fort': '国王守住了边上的堡垒。',
      'king-captured': '国王被擒。',
      encircled: '攻方包围了全部守方。',
      'no-moves': '轮到的一方无子可走。',
      repetition: '同一局面出现了三次。',
    },
    keys: ['方向键、Home、End：在格子间移动', '在己方棋子上按 Enter 或空格：拿起；再在目标格上按：走到那里（Esc 放下）'],
  },
};
