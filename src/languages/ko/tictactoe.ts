/** Tic-tac-toe's words in Korean; the game's name as Korean Wikipedia ("틱택토") gives it. */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `틱택토, ${num('ko', size)}×${num('ko', size)}, ${num('ko', winLength)}개를 한 줄로 이으면 승리`,
  empty: '빈칸',
  winningLine: '승리한 줄',
  lastMove: '직전 수',
  hinted: '힌트',
  separator: ', ',
  taken: (cell) => `${cell}: 이미 표시된 칸이에요.`,
  digitKeys: '1~9: 왼쪽 위부터 읽는 순서대로 칸에 표시하기',
};

export default words;
