/** Peg solitaire's words in Japanese; terms as Japanese Wikipedia (「ペグ・ソリテア」) uses them: ペグ・穴・イギリス式盤. */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('ja', x);

const variantNames: Record<Variant, string> = {
  english: 'イギリス式盤',
  french: 'フランス式盤',
  wiegleb: 'ヴィーグレブ式盤',
  diamond: 'ダイヤモンド型盤',
  triangle: '三角形盤',
};

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) => `ペグ・ソリテア、${variantNames[variant]}、${n(holes)}穴`,
  peg: 'ペグ',
  hole: '空き穴',
  startHole: '最初に空いていた穴',
  deadEnd: '行き止まり',
  allDeadEnds: 'どのジャンプも行き止まり',
  separator: '、',
  pegsLeft: (count) => `残り${n(count)}本`,
  central: '最初に空いていた穴に1本だけ残りました。完全クリア！',
  onePeg: '残り1本になりました。クリア！',
  stuck: (count) => `もう跳べる手がありません。残りは${n(count)}本です。`,
  noLongerCentral: '最後の1本を最初に空いていた穴に残すことは、もうできません。',
  noLongerOnePeg: '1本だけ残すことは、もうできません。',
  deadEndPegs: (count) => `丸で囲んだ${n(count)}本のペグは行き止まりにしか進めません。`,
  jumped: (from, to, pegs) => `${from}から${to}へ跳びました。残り${n(pegs)}本。`,
  solve: '自動で解く',
  solving: '解いています…',
  refusals: {
    notAJump: (from, to) =>
      `ペグは一直線に隣のペグを跳び越えて、そのすぐ先の穴に入ります。${from}から${to}へは、そのようなジャンプになりません。`,
    noPeg: (from) => `${from}には跳ばせるペグがありません。`,
    nothingToJump: (from, to, over) =>
      `${from}から${to}へ跳ぶと${over}を跳び越えますが、${over}は空き穴です。ペグはペグを跳び越えます。`,
    holeFull: (to) => `${to}にはもうペグがあります。ペグは空き穴にしか跳べません。`,
  },
  keys: [
    '矢印キー・Home・End：穴の間を移動',
    'ペグの上でEnterキーまたはスペースキー：ペグを選ぶ。続けて空き穴で押す：そこへ跳ぶ（Escキーで選択を解除）',
    'h：ヒント（解ける状態を保つジャンプ）',
  ],
};

export default words;
