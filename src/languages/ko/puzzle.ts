/** The puzzle's texts in Korean; the goals worded as Korean baduk and chess problems give them ("흑 차례: …"). */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num } from '../intl.js';

/** The player's own default name (the messages' `you`): the goal then says "내 차례". */
const YOU = '나';

/** Whose turn it is, at the head of the goal: "흑 차례", or "내 차례" for the player's own default name. */
const turnOf = (side: string) => (side === YOU ? '내 차례' : `${side} 차례`);

/** ", 난이도 3/5" after the name, or nothing. */
const difficultyOf = (difficulty: number | null) =>
  difficulty ? `, 난이도 ${num('ko', difficulty)}/${num('ko', 5)}` : '';

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? '페그를 하나만 남기세요. 처음에 비어 있던 구멍에 남겨야 해요.'
        : '페그를 하나만 남기세요.'
      : goal === 'win' || goal === 'finish'
        ? `${turnOf(side)}: ${winIn ? `${num('ko', winIn)}수 안에 ` : ''}이기세요.`
        : goal === 'draw'
          ? `${turnOf(side)}: 무승부를 지키세요.`
          : `${turnOf(side)}: 매번 최선의 수를 찾으세요.`,
  puzzleCorrect: '정답이에요!',
  puzzleWrong: (move) => `${move}: 정답이 아니에요. 다시 해 보세요.`,
  puzzleSolved: (shown) => (shown ? '이것이 정답이었어요.' : '풀었어요!'),
  puzzleChecking: '수를 확인하는 중…',
  puzzleLoading: '퍼즐을 불러오는 중…',
  puzzleButtons: { hint: '힌트', solution: '정답 보기', restart: '처음부터', next: '다른 퍼즐' },
  puzzleTitle: (id, difficulty) => `퍼즐 ${id}${difficultyOf(difficulty)}`,
  puzzleOwnTitle: (difficulty) => `사용자 퍼즐${difficultyOf(difficulty)}`,
  puzzleStreak: (days) => `오늘의 퍼즐 연속 해결: ${num('ko', days)}일`,
};

export default words;
