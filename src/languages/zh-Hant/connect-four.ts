/** Connect Four's words in Traditional Chinese (Taiwan); the name as the Chinese Wikipedia gives it (屏風式四子棋), 欄 for columns. */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('zh-Hant', x);

const words: ConnectFourWords = {
  boardLabel: (columns, rows) => `屏風式四子棋，${n(columns)} 欄 × ${n(rows)} 列，連成四子獲勝`,
  column: (column) => `第 ${n(column)} 欄`,
  cellLabel: (column, row) => `第 ${n(column)} 欄，由下往上第 ${n(row)} 列`,
  red: '紅',
  yellow: '黃',
  empty: '空',
  landsHere: '棋子會落在這裡',
  winningLine: '獲勝連線',
  lastMove: '上一步',
  hinted: '提示',
  separator: '，',
  full: (column) => `第 ${n(column)} 欄已滿。`,
  value: (kind, moves) => (kind === 'draw' ? '和局' : kind === 'win' ? `${n(moves)} 步內獲勝` : `${n(moves)} 步後落敗`),
  shortValue: (kind, moves) => (kind === 'draw' ? '=' : kind === 'win' ? `+${moves}` : `−${moves}`),
  analysing: '分析中…',
  keys: ['1 到 9（0 代表第 10 欄）：把棋子投入該欄', 'Enter 鍵或空白鍵：把棋子投入游標所在的欄'],
};

export default words;
