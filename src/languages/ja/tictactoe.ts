/** Tic-tac-toe's words in Japanese; the name as Japanese Wikipedia gives it (三目並べ). */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const n = (x: number) => num('ja', x);

const words: TicTacToeWords = {
  boardLabel: (size, winLength) => `三目並べ、${n(size)}×${n(size)}、${n(winLength)}個並べたら勝ち`,
  empty: '空き',
  winningLine: '勝利ライン',
  lastMove: '直前の手',
  hinted: 'ヒント',
  separator: '、',
  taken: (cell) => `${cell}にはすでに印があります。`,
  digitKeys: '1〜9：左上から右へ順に数えたマスに打つ',
};

export default words;
