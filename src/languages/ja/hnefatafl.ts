/** Hnefatafl's words in Japanese; terms as Japanese writing on the tafl games uses them (ネファタフル：王・攻撃側・防御側・玉座). */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num } from '../intl.js';

const n = (x: number) => num('ja', x);

const words: HnefataflWords = {
  variantName: (v) =>
    ({ copenhagen: 'コペンハーゲン', fetlar: 'フェトラー', tablut: 'タブルト', brandubh: 'ブランドゥヴ' })[v],
  boardLabel: (variant, size) => `ネファタフル、${variant}ルール、${n(size)}×${n(size)}`,
  attackers: '攻撃側',
  defenders: '防御側',
  attacker: '攻撃側の駒',
  defender: '防御側の駒',
  king: '王',
  empty: '空き',
  throne: '玉座',
  corner: '隅のマス',
  onOpenLine: '王の脱出路上',
  capture: '駒を取れます',
  separator: '、',
  moved: (name, from, to, captured) =>
    `${name}が${from}から${to}へ動かし${captured > 0 ? `、駒を${n(captured)}枚取りました` : 'ました'}。`,
  openLines: (squares) => `王は${list('ja', squares)}へ抜けられます！`,
  reasons: {
    escaped: '王が脱出しました。',
    'exit-fort': '王が盤の端で崩せない砦を築きました。',
    'king-captured': '王が捕らえられました。',
    encircled: '攻撃側が防御側をすべて包囲しました。',
    'no-moves': '手番の側に動かせる手がありませんでした。',
    'move-limit': `対局が上限の${n(1000)}手に達しました。引き分けです。`,
    repetition: '同じ局面が3回現れました。',
  },
  refusals: {
    straight: (from, to) =>
      `駒はチェスのルークのように、縦か横にまっすぐ動きます。${to}は${from}と同じ縦の列にも横の列にもありません。`,
    blocked: (square) => `${square}の駒が邪魔をしています。駒はほかの駒を飛び越せません。`,
    kingOnly: (square) => `${square}に止まれるのは王だけです。`,
    thronePass: (square) => `このルールでは、玉座（${square}）を通り抜けられるのは王だけです。`,
    kingRange: (count) => `このルールでは、王は${n(count)}マスまでしか動けません。`,
  },
  keys: [
    '矢印キー・Home・End：マスの間を移動',
    '自分の駒の上でEnterキーまたはスペースキー：駒を選ぶ。続けて移動先のマスで押す：そこへ動かす（Escキーで選択を解除）',
  ],
};

export default words;
