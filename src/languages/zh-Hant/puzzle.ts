/** The puzzle's texts in Traditional Chinese (Taiwan); goals worded as Go and chess problems are (「黑先」). */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num } from '../intl.js';

const n = (x: number) => num('zh-Hant', x);

/** "，難度 3/5" after the name, or nothing. */
const difficultyOf = (difficulty: number | null) => (difficulty ? `，難度 ${n(difficulty)}/${n(5)}` : '');

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? '最後只剩一顆棋子，而且停在一開始空著的孔裡。'
        : '最後只剩一顆棋子。'
      : goal === 'win' || goal === 'finish'
        ? `${side}先，${winIn ? `${n(winIn)} 步內` : ''}取勝。`
        : goal === 'draw'
          ? `${side}先，守住和局。`
          : `${side}先：每一步都找出最佳著手。`,
  puzzleCorrect: '正確！',
  puzzleWrong: (move) => `不是 ${move}，再試一次。`,
  puzzleSolved: (shown) => (shown ? '這就是答案。' : '解開了！'),
  puzzleChecking: '正在檢查這一步…',
  puzzleLoading: '正在載入謎題…',
  puzzleButtons: { hint: '提示', solution: '答案', restart: '重來', next: '下一題' },
  puzzleTitle: (id, difficulty) => `謎題 ${id}${difficultyOf(difficulty)}`,
  puzzleOwnTitle: (difficulty) => `你的謎題${difficultyOf(difficulty)}`,
  puzzleStreak: (days) => `連續解開每日謎題：${n(days)} 天`,
};

export default words;
