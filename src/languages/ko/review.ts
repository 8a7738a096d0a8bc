/** The review's texts in Korean; 복기 and 국면 as Korean baduk players say them, the marks up to 큰 실수. */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num } from '../intl.js';

/** An outcome as the value of a position. */
const OUTCOMES = { win: '승리', draw: '무승부', loss: '패배' };

/** Each mark's name, as a summary counts it. */
const MARKS = { blunder: '큰 실수', mistake: '실수', inaccuracy: '부정확한 수' };

/** Whose view the values take. */
const VIEW = '먼저 두는 쪽 기준';

const words: ReviewTexts = {
  closeReview: '복기 닫기',
  betterButton: '더 나은 수 (b)',
  betterMove: (number, best, played) => `${num('ko', number)}수째: ${played}보다 ${best} 쪽이 더 나았어요.`,
  reviewing: (done, total) => `복기 중: 국면 ${num('ko', total)}개 중 ${num('ko', done)}개 분석 완료`,
  reviewGraph: `형세 평가 (${VIEW})`,
  reviewSteps: { first: '처음', previous: '이전 수', next: '다음 수', last: '마지막 수' },
  reviewStart: '시작 국면: 아직 둔 수가 없어요.',
  marks: { best: '최선의 수', good: '좋은 수', inaccuracy: '부정확한 수', mistake: '실수', blunder: '큰 실수' },
  gaveAway: (from, to) => `${from === 'win' ? '승리' : '무승부'}를 ${to === 'draw' ? '무승부' : '패배'}로 바꿈`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `${num('ko', number)}수째, ${notation}: ${mark}${detail ? `, ${detail}` : ''}${best ? ` (최선: ${best})` : ''}.`,
  alreadyLost: '이미 진 국면: 어떤 수를 둬도 짐',
  alreadyWon: '이미 이긴 국면: 여전히 이기므로 실수가 아님',
  notValued: '평가 안 됨: 컴퓨터가 정해진 계산량 안에서 이 국면의 값을 찾지 못함',
  notValuedYet: '아직 평가 안 됨 (복기 진행 중)',
  positionValue: (value, exact, outcome) =>
    `${exact ? '정확한 값' : '추정값'} (${VIEW}): ` +
    `${[value, outcome && OUTCOMES[outcome]].filter(Boolean).join(', ')}.`,
  positionNotValued: '이 국면은 평가되지 않았어요. 컴퓨터가 정해진 계산량 안에서 값을 찾지 못했어요.',
  positionNotValuedYet: '이 국면은 아직 평가되지 않았어요.',
  reviewKey: { exact: '정확한 값', estimate: '추정값', notValued: '평가 안 됨' },
  reviewDone: (counts, notValued) => {
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => `${MARKS[k]} ${num('ko', counts[k])}개`);
    const unmarked = notValued > 0 ? ` (평가되지 않은 수 ${num('ko', notValued)}개)` : '';
    return `복기 완료: ${found.length > 0 ? list('ko', found) : '부정확한 수, 실수, 큰 실수 모두 없음'}${unmarked}.`;
  },
};

export default words;
