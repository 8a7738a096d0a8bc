/** The puzzle's texts in Chinese (Simplified). */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';

const words: PuzzleWords = {
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? '最后只剩一枚棋子，且落在起初空着的孔里。'
        : '最后只剩一枚棋子。'
      : goal === 'win' || goal === 'finish'
        ? `${side}先走，${winIn ? `${winIn} 步内` : ''}取胜。`
        : goal === 'draw'
          ? `${side}先走，守住和局。`
          : `${side}先走：每一步都找出最佳着法。`,
  puzzleCorrect: '正确！',
  puzzleWrong: (move) => `不是 ${move}，再试一次。`,
  puzzleSolved: (shown) => (shown ? '这就是答案。' : '解开了！'),
  puzzleChecking: '正在检查这一步…',
  puzzleLoading: '正在载入谜题…',
  puzzleButtons: { hint: '提示', solution: '答案', restart: '重来', next: '换一题' },
  puzzleTitle: (id, difficulty) => `谜题 ${id}${difficulty ? `，难度 ${difficulty}/5` : ''}`,
  puzzleOwnTitle: (difficulty) => `你的谜题${difficulty ? `，难度 ${difficulty}/5` : ''}`,
  puzzleStreak: (days) => `连续解开每日谜题：${days} 天`,
};

export default words;
