/** Hnefatafl's words in Korean; 흐네파타플 with 왕, 공격 측, 수비 측 and 왕좌 as Korean rule write-ups name them. */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num } from '../intl.js';

/** The player's own default name (the messages' `you`): the move is then told without a name. */
const YOU = '나';

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: '코펜하겐', fetlar: '페틀라', tablut: '타블루트', brandubh: '브란두브' })[v],
  boardLabel: (variant, size) => `흐네파타플, ${variant} 규칙, ${num('ko', size)}×${num('ko', size)}`,
  attackers: '공격 측',
  defenders: '수비 측',
  attacker: '공격 말',
  defender: '수비 말',
  king: '왕',
  empty: '빈칸',
  throne: '왕좌',
  corner: '모서리 칸',
  onOpenLine: '왕의 탈출로',
  capture: '잡을 수 있는 곳',
  separator: ', ',
  moved: (name, from, to, captured) =>
    `${name === YOU ? '' : `${name}: `}${from}에서 ${to} 칸으로 ` +
    `${captured > 0 ? `옮겨 말 ${num('ko', captured)}개를 잡았어요` : '옮겼어요'}.`,
  openLines: (squares) => `왕의 탈출로가 열렸어요: ${list('ko', squares)}!`,
  reasons: {
    escaped: '왕이 탈출했어요.',
    'exit-fort': '왕이 가장자리 요새 안에서 안전해졌어요.',
    'king-captured': '왕이 잡혔어요.',
    encircled: '공격 측이 수비 측 말을 모두 포위했어요.',
    'no-moves': '차례인 쪽이 둘 수 있는 수가 없었어요.',
    'move-limit': `대국이 최대 길이인 ${num('ko', 1000)}수에 이르렀어요. 무승부예요.`,
    repetition: '같은 국면이 세 번 반복됐어요.',
  },
  refusals: {
    straight: (from, to) =>
      `말은 체스의 룩처럼 가로나 세로로 곧게 움직여요. ${to} 칸은 ${from} 칸과 같은 가로줄에도 세로줄에도 없어요.`,
    blocked: (square) => `${square} 칸의 말이 길을 막고 있어요. 어떤 말도 다른 말을 뛰어넘을 수 없어요.`,
    kingOnly: (square) => `${square} 칸에는 왕만 멈출 수 있어요.`,
    thronePass: (square) => `이 규칙에서는 왕만 왕좌(${square})를 지나갈 수 있어요.`,
    kingRange: (count) => `이 규칙에서는 왕이 최대 ${num('ko', count)}칸까지만 움직일 수 있어요.`,
  },
  keys: [
    '화살표 키, Home, End: 칸 사이를 이동',
    '내 말에서 Enter 또는 스페이스 바: 말 들기, 이어서 칸에서 누르면 그곳으로 이동 (Esc: 내려놓기)',
  ],
};

export default words;
