/** Connect Four's words in Japanese; the name as Japanese Wikipedia gives it (コネクトフォー, also 四目並べ), 列 and 段 for columns and rows. */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('ja', x);

const words: ConnectFourWords = {
  boardLabel: (columns, rows) => `四目並べ（コネクトフォー）、${n(columns)}列×${n(rows)}段、4つ並べたら勝ち`,
  column: (column) => `${n(column)}列目`,
  cellLabel: (column, row) => `${n(column)}列目、下から${n(row)}段目`,
  red: '赤',
  yellow: '黄',
  empty: '空き',
  landsHere: 'コマはここに落ちます',
  winningLine: '勝利ライン',
  lastMove: '直前の手',
  hinted: 'ヒント',
  separator: '、',
  full: (column) => `${n(column)}列目はいっぱいです。`,
  value: (kind, moves) =>
    kind === 'draw' ? '引き分け' : kind === 'win' ? `${n(moves)}手で勝ち` : `${n(moves)}手で負け`,
  shortValue: (kind, moves) => (kind === 'draw' ? '=' : kind === 'win' ? `+${moves}` : `−${moves}`),
  analysing: '解析中…',
  keys: ['1〜9（10列目は0）：その列にコマを落とす', 'Enterキーまたはスペースキー：カーソルのある列にコマを落とす'],
};

export default words;
