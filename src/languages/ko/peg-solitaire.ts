/** Peg solitaire's words in Korean; terms as Korean Wikipedia ("페그 솔리테어") uses them: 페그, 구멍, 영국식 보드. */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { num } from '../intl.js';

const variantNames: Record<Variant, string> = {
  english: '영국식 보드',
  french: '프랑스식 보드',
  wiegleb: '비글레프 보드',
  diamond: '다이아몬드 보드',
  triangle: '삼각형 보드',
};

/** "페그 3개". */
const pegs = (n: number) => `페그 ${num('ko', n)}개`;

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) => `페그 솔리테어, ${variantNames[variant]}, 구멍 ${num('ko', holes)}개`,
  peg: '페그',
  hole: '빈 구멍',
  startHole: '처음에 비어 있던 구멍',
  deadEnd: '막다른 길',
  allDeadEnds: '모든 점프가 막다른 길',
  separator: ', ',
  pegsLeft: (n) => `${pegs(n)} 남음`,
  central: '처음에 비어 있던 구멍에 페그 하나만 남았어요. 완벽하게 풀었어요!',
  onePeg: '페그 하나만 남았어요. 풀었어요!',
  stuck: (n) => `더 뛸 수 있는 페그가 없어요. ${pegs(n)}가 남았어요.`,
  noLongerCentral: '이제 마지막 페그를 처음에 비어 있던 구멍에 남길 수 없어요.',
  noLongerOnePeg: '이제 페그를 하나만 남길 수는 없어요.',
  deadEndPegs: (n) => `표시된 ${pegs(n)}는 막다른 길로만 이어져요.`,
  jumped: (from, to, n) => `${from}에서 ${to} 구멍으로 뛰었어요. ${pegs(n)} 남음.`,
  solve: '자동 풀이',
  solving: '푸는 중…',
  refusals: {
    notAJump: (from, to) =>
      `페그는 바로 옆의 페그를 한 줄로 뛰어넘어 바로 그 뒤의 구멍으로 들어가요. ${from}에서 ${to} 구멍으로 가는 것은 그런 점프가 아니에요.`,
    noPeg: (from) => `${from} 구멍에는 뛸 페그가 없어요.`,
    nothingToJump: (from, to, over) =>
      `${from}에서 ${to} 구멍으로 뛰면 ${over} 구멍을 넘게 되는데, ${over} 구멍은 비어 있어요. 페그는 페그를 뛰어넘어야 해요.`,
    holeFull: (to) => `${to} 구멍에는 이미 페그가 있어요. 페그는 빈 구멍으로만 뛸 수 있어요.`,
  },
  keys: [
    '화살표 키, Home, End: 구멍 사이를 이동',
    '페그에서 Enter 또는 스페이스 바: 페그 들기, 이어서 빈 구멍에서 누르면 그곳으로 점프 (Esc: 내려놓기)',
    'h: 힌트 (계속 풀 수 있는 상태를 유지하는 점프)',
  ],
};

export default words;
