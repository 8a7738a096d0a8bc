/** Reversi's words in Korean; 리버시 as Korean Wikipedia ("오델로") names the original game, with 흑, 백, 돌 and 패스. */
import { estimate, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num } from '../intl.js';

/** The player's own default name (the messages' `you`): the move is then "내 수". */
const YOU = '나';

const words: ReversiWords = {
  boardLabel: (size) => `리버시, ${num('ko', size)}×${num('ko', size)}`,
  black: '흑',
  white: '백',
  empty: '빈칸',
  legal: '둘 수 있는 곳',
  lastMove: '직전 수',
  turned: '방금 뒤집힌 돌',
  hinted: '힌트',
  separator: ', ',
  value: (discs, exact) =>
    exact
      ? discs === 0
        ? '최선으로 두면 무승부'
        : `최선으로 두면 돌 ${num('ko', Math.abs(discs))}개 차로 ${discs > 0 ? '승리' : '패배'}`
      : `돌 약 ${estimate(discs, 'ko')}개`,
  shortValue: (discs, exact) => (exact ? signed(discs, 'ko') : estimate(discs, 'ko')),
  playedTurning: (name, square, turned) =>
    `${name === YOU ? '내 수' : `${name}의 수`}: ${square}, 돌 ${num('ko', turned)}개를 뒤집었어요.`,
  taken: (square) => `${square}: 이미 돌이 놓여 있어요.`,
  noFlip: (square) => `${square}: 뒤집을 수 있는 돌이 없어요.`,
  finalCount: (black, white) => `흑 ${num('ko', black)}, 백 ${num('ko', white)}.`,
  keys: [
    '화살표 키, Home, End: 칸 사이를 이동',
    'Enter 또는 스페이스 바: 현재 칸에 돌 두기',
    'p: 패스 (둘 곳이 없을 때)',
  ],
};

export default words;
