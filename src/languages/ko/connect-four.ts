/** Connect Four's words in Korean; the name as Korean Wikipedia ("커넥트 포") gives it, with 말, 열 and 행. */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num } from '../intl.js';

const words: ConnectFourWords = {
  boardLabel: (columns, rows) => `커넥트 포, ${num('ko', columns)}열 ${num('ko', rows)}행, 네 개를 한 줄로 이으면 승리`,
  column: (column) => `${num('ko', column)}열`,
  cellLabel: (column, row) => `${num('ko', column)}열 ${num('ko', row)}행`,
  red: '빨강',
  yellow: '노랑',
  empty: '빈칸',
  landsHere: '말이 여기에 떨어져요',
  winningLine: '승리한 줄',
  lastMove: '직전 수',
  hinted: '힌트',
  separator: ', ',
  full: (column) => `${num('ko', column)}열은 가득 찼어요.`,
  value: (kind, moves) =>
    kind === 'draw' ? '무승부' : kind === 'win' ? `${num('ko', moves)}수 안에 승리` : `${num('ko', moves)}수 뒤 패배`,
  shortValue: (kind, moves) => (kind === 'draw' ? '=' : kind === 'win' ? `+${moves}` : `−${moves}`),
  analysing: '분석 중…',
  keys: ['1~9 (10열은 0): 그 열에 말 넣기', 'Enter 또는 스페이스 바: 현재 열에 말 넣기'],
};

export default words;
