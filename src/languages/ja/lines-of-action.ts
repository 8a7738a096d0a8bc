/** Lines of Action's words in Japanese; the name in katakana as Japanese board-game writing gives it, shogi's 駒 and 枚 for pieces. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('ja', x);

/** A line of the board, as Japanese rule write-ups name them: 縦・横・斜めの列. */
const lines = { row: '横の列', column: '縦の列', diagonal: '斜めの列' };

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
  refusals: {
    distance: (from, line, count) =>
      `${from}を通る${lines[line]}には駒が${n(count)}枚あるので、${from}の駒はその列に沿ってちょうど${n(count)}マス動きます。`,
    jumpEnemy: (from, over) =>
      `${from}の駒は味方の駒なら飛び越せますが、相手の駒は飛び越せません。${over}の駒が邪魔をしています。`,
    ownPiece: (to) => `${to}には自分の駒があります。駒は空いたマスへ進むか、相手の駒を取ります。`,
    notALine: (from, to) => `駒は縦・横・斜めの列に沿って動きます。${to}は${from}を通るどの列にもありません。`,
  },
  keys: [
    '矢印キー・Home・End：マスの間を移動',
    '自分の駒の上でEnterキーまたはスペースキー：駒を選ぶ。続けて移動先のマスで押す：そこへ動かす（Escキーで選択を解除）',
    'p：パス（動かせる手がないとき）',
  ],
};

export default words;
