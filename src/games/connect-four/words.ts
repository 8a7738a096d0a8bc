/** Connect Four's own words, in each built-in language (the shared ones live in `element/messages.ts`). */
import type { Language } from '../../element/messages.js';

/** The texts of `<connect-four-board>` in one language. */
export interface ConnectFourWords {
  boardLabel: (columns: number, rows: number) => string;
  column: (column: number) => string;
  /** A cell: its column (1 = left) and row (1 = bottom). */
  cellLabel: (column: number, row: number) => string;
  red: string;
  yellow: string;
  empty: string;
  landsHere: string;
  winningLine: string;
  lastMove: string;
  hinted: string;
  /** Joins the parts of a cell's label. */
  separator: string;
  full: (column: number) => string;
  /** A column's exact value for the side to move: `moves` of theirs to a win (positive), a loss after `moves` of the opponent's (negative), or a draw. */
  value: (kind: 'win' | 'draw' | 'loss', moves: number) => string;
  /** The same value, short enough to sit above a column. */
  shortValue: (kind: 'win' | 'draw' | 'loss', moves: number) => string;
  analysing: string;
  keys: readonly string[];
}

/** The built-in tables. */
export const words: Readonly<Record<Language, ConnectFourWords>> = {
  en: {
    boardLabel: (columns, rows) => `Connect Four, ${columns} columns by ${rows} rows, four in a row wins`,
    column: (column) => `Column ${column}`,
    cellLabel: (column, row) => `Column ${column}, row ${row}`,
    red: 'red',
    yellow: 'yellow',
    empty: 'empty',
    landsHere: 'your disc lands here',
    winningLine: 'winning line',
    lastMove: 'last move',
    hinted: 'hint',
    separator: ', ',
    full: (column) => `Column ${column} is full.`,
    value: (kind, moves) =>
      kind === 'draw' ? 'draw' : kind === 'win' ? `win in ${moves} ${moves === 1 ? 'move' : 'moves'}` : `loss in ${moves} ${moves === 1 ? 'move' : 'moves'}`,
    shortValue: (kind, moves) => (kind === 'draw' ? '=' : kind === 'win' ? `+${moves}` : `−${moves}`),
    analysing: 'Analysing…',
    keys: ['1 to 9 (0 for 10): drop a disc into that column', 'Enter or Space: drop a disc into the focused column'],
  },
  zh: {
    boardLabel: (columns, rows) => `四子棋，${columns} 列 ${rows} 行，连成四子获胜`,
    column: (column) => `第 ${column} 列`,
    cellLabel: (column, row) => `第 ${column} 列第 ${row} 行`,
    red: '红',
    yellow: '黄',
    empty: '空',
    landsHere: '棋子落在这里',
    winningLine: '获胜连线',
    lastMove: '上一步',
    hinted: '提示',
    separator: '，',
    full: (column) => `第 ${column} 列已满。`,
    value: (kind, moves) => (kind === 'draw' ? '和棋' : kind === 'win' ? `${moves} 步内获胜` : `${moves} 步后落败`),
    shortValue: (kind, moves) => (kind === 'draw' ? '=' : kind === 'win' ? `+${moves}` : `−${moves}`),
    analysing: '分析中…',
    keys: ['1 到 9（0 代表第 10 列）：在该列落子', 'Enter 或空格：在焦点所在列落子'],
  },
};
