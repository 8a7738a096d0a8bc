/** Lines of Action's words in Korean; Korean has no established name, so the English one in Hangul (라인스 오브 액션). */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num } from '../intl.js';

/** The player's own default name (the messages' `you`): the move is then told without a name. */
const YOU = '나';

/** A line of the board; each ends in a consonant, so "을" and "에" follow it. */
const lines = { row: '가로줄', column: '세로줄', diagonal: '대각선' };

const words: LinesOfActionWords = {
  boardLabel: (size) => `라인스 오브 액션, ${num('ko', size)}×${num('ko', size)}`,
  black: '흑',
  white: '백',
  empty: '빈칸',
  capture: '잡을 수 있는 곳',
  group: (n, of) => `그룹 ${num('ko', of)}개 중 ${num('ko', n)}번째`,
  groups: (n) => `그룹 ${num('ko', n)}개`,
  separator: ', ',
  moved: (name, from, to, captured) =>
    `${name === YOU ? '' : `${name}: `}${from}에서 ${to} 칸으로 ${captured ? '옮겨 말을 잡았어요' : '옮겼어요'}.`,
  refusals: {
    distance: (from, line, count) =>
      `${from} 칸을 지나는 ${lines[line]}에 말이 ${num('ko', count)}개 있으므로, 이 말은 ${lines[line]}을 따라 정확히 ${num('ko', count)}칸 움직여요.`,
    jumpEnemy: (from, over) =>
      `${from} 칸의 말은 같은 편 말을 뛰어넘을 수 있지만 상대 말은 뛰어넘을 수 없어요. ${over} 칸의 말이 길을 막고 있어요.`,
    ownPiece: (to) => `${to} 칸에는 이미 내 말이 있어요. 말은 빈칸으로 가거나 상대 말을 잡아야 해요.`,
    notALine: (from, to) =>
      `말은 가로줄, 세로줄, 대각선을 따라 움직여요. ${to} 칸은 ${from} 칸을 지나는 어느 줄 위에도 없어요.`,
  },
  keys: [
    '화살표 키, Home, End: 칸 사이를 이동',
    '내 말에서 Enter 또는 스페이스 바: 말 들기, 이어서 칸에서 누르면 그곳으로 이동 (Esc: 내려놓기)',
    'p: 패스 (움직일 수 없을 때)',
  ],
};

export default words;
