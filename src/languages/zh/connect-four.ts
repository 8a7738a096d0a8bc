/** Connect Four's words in Chinese (Simplified). */
import type { ConnectFourWords } from '../../games/connect-four/words.js';

const words: ConnectFourWords = {
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
};

export default words;
