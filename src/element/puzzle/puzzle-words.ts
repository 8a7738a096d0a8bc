/**
 * The puzzle's own texts, in English and Chinese: loaded with the puzzle, so a board that never shows one never loads
 * them.
 */
import type { Language } from '../../core/language.js';
import { UNNAMED_PUZZLE_ID } from '../../core/puzzle-data.js';
import type { Messages } from '../base/messages.js';

/** Every text of the puzzle panel and its status lines. */
export type PuzzleWords = Required<
  Pick<
    Messages,
    | 'puzzleGoal'
    | 'puzzleCorrect'
    | 'puzzleWrong'
    | 'puzzleSolved'
    | 'puzzleChecking'
    | 'puzzleLoading'
    | 'puzzleButtons'
    | 'puzzleTitle'
    | 'puzzleOwnTitle'
    | 'puzzleStreak'
  >
>;

/** A side's name at the start of a sentence ("yellow" is Connect Four's mark). */
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const tables: Record<Language, PuzzleWords> = {
  en: {
    // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win, so it reads as
    // one.
    puzzleGoal: (side, goal, winIn) =>
      !side
        ? goal === 'win'
          ? 'Finish with one peg, in the hole that started empty.'
          : 'Finish with one peg.'
        : goal === 'win' || goal === 'finish'
          ? `${capital(side)} to play and win${winIn ? ` in ${winIn}` : ''}.`
          : goal === 'draw'
            ? `${capital(side)} to play and hold the draw.`
            : `${capital(side)} to play: find the best move each time.`,
    puzzleCorrect: 'Correct!',
    puzzleWrong: (move) => `Not ${move}: try again.`,
    puzzleSolved: (shown) => (shown ? 'That was the solution.' : 'Solved!'),
    puzzleChecking: 'Checking the move…',
    puzzleLoading: 'Loading the puzzle…',
    puzzleButtons: { hint: 'Hint', solution: 'Solution', restart: 'Restart', next: 'Another puzzle' },
    puzzleTitle: (id, difficulty) => `Puzzle ${id}${difficulty ? `, difficulty ${difficulty} of 5` : ''}`,
    puzzleOwnTitle: (difficulty) => `Your puzzle${difficulty ? `, difficulty ${difficulty} of 5` : ''}`,
    puzzleStreak: (days) => `Daily puzzles solved in a row: ${days}`,
  },
  zh: {
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
    puzzleChecking: '正在检查这一步……',
    puzzleLoading: '正在载入谜题……',
    puzzleButtons: { hint: '提示', solution: '答案', restart: '重来', next: '换一题' },
    puzzleTitle: (id, difficulty) => `谜题 ${id}${difficulty ? `，难度 ${difficulty}/5` : ''}`,
    puzzleOwnTitle: (difficulty) => `你的谜题${difficulty ? `，难度 ${difficulty}/5` : ''}`,
    puzzleStreak: (days) => `连续解开每日谜题：${days} 天`,
  },
};

/** The puzzle's texts in `language`, with the board's own (`strings`) over them. */
export function puzzleWords(language: Language, board: Messages): PuzzleWords {
  const own = Object.fromEntries(Object.entries(board).filter(([, v]) => v !== undefined));
  return { ...tables[language], ...own } as PuzzleWords;
}

/** "Correct!" and then the goal: spaced in English, run on after Chinese full-width punctuation ("正确！X先走"). */
export function correctThen(words: PuzzleWords, goal: string): string {
  return `${words.puzzleCorrect}${/[\u3000-\u303f\uff00-\uffef]$/.test(words.puzzleCorrect) ? '' : ' '}${goal}`;
}

/**
 * The panel's name: by the puzzle's id, or for one given without an id (any case of the default, so never "Puzzle
 * Puzzle"), as the page's own.
 */
export function puzzleTitleOf(words: PuzzleWords, id: string, difficulty: number | null): string {
  return id.toLowerCase() === UNNAMED_PUZZLE_ID ? words.puzzleOwnTitle(difficulty) : words.puzzleTitle(id, difficulty);
}
