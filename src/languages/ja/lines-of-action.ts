/** Lines of Action's words in Japanese; the name in katakana as Japanese board-game writing gives it, shogi's 駒 and 枚 for pieces. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('ja', x);

const words: LinesOfActionWords = {
  boardLabel: (size) => `ラインズ・オブ・アクション、${n(size)}×${n(size)}`,
  black: '黒',
  white: '白',
  empty: '空き',
  capture: '駒を取れます',
  group: (index, of) => `${n(of)}グループ中${n(index)}番目`,
  groups: (count) => `${n(count)}グループ`,
  separator: '、',
  moved: (name, from, to, captured) =>
    `${name}が${from}から${to}へ動かし${captured ? '、駒を1枚取りました' : 'ました'}。`,
  keys: [
    '矢印キー・Home・End：マスの間を移動',
    '自分の駒の上でEnterキーまたはスペースキー：駒を選ぶ。続けて移動先のマスで押す：そこへ動かす（Escキーで選択を解除）',
    'p：パス（動かせる手がないとき）',
  ],
};

export default words;
