/** Reversi's words in Japanese; terms as Japanese Othello players use them (石・打つ・返す・パス・石差) and Japanese Wikipedia (「リバーシ」). */
import { estimate, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('ja', x);

const words: ReversiWords = {
  boardLabel: (size) => `リバーシ、${n(size)}×${n(size)}`,
  black: '黒',
  white: '白',
  empty: '空き',
  legal: 'ここに打てます',
  lastMove: '直前の手',
  turned: '返ったばかりの石',
  hinted: 'ヒント',
  separator: '、',
  value: (discs, exact) =>
    exact
      ? discs === 0
        ? '最善を尽くせば引き分け'
        : `最善を尽くせば${n(Math.abs(discs))}石差で${discs > 0 ? '勝ち' : '負け'}`
      : `約${estimate(discs, 'ja')}石`,
  shortValue: (discs, exact) => (exact ? signed(discs, 'ja') : estimate(discs, 'ja')),
  playedTurning: (name, square, turned) => `${name}が${square}に打ち、石を${n(turned)}枚返しました。`,
  taken: (square) => `${square}にはすでに石があります。`,
  noFlip: (square) => `${square}に打っても返せる石がありません。`,
  finalCount: (black, white) => `黒${n(black)}、白${n(white)}。`,
  keys: [
    '矢印キー・Home・End：マスの間を移動',
    'Enterキーまたはスペースキー：カーソルのあるマスに打つ',
    'p：パス（打てる手がないとき）',
  ],
};

export default words;
