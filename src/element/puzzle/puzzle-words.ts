/**
 * The puzzle's own texts in English, loaded with the puzzle, so a board that never shows one never loads them; each
 * other language is a module of its own (`src/languages/<tag>/puzzle.ts`), loaded when a puzzle first speaks it.
 */
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

/** English. */
export const en: PuzzleWords = {
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
};

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
