/** The puzzle's texts in Hebrew; a puzzle is a "חידה", spoken to the solver without gender (infinitives). */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the side of a game without marks (Nim). */
const YOU = 'אני';

/** Whose turn, told to the solver: "תורך (שחור)", or just "תורך" when the side is the player's own name. */
const turn = (side: string) => (side === YOU ? 'תורך' : `תורך (${side})`);

/** The solver's moves to the win: "במהלך אחד", "בשני מהלכים", "ב־3 מהלכים". */
const inMoves = (n: number) => plural('he', n, { one: 'במהלך אחד', two: 'בשני מהלכים', other: 'ב־# מהלכים' });

/** The difficulty, out of five. */
const difficultyOf = (difficulty: number | null) =>
  difficulty ? `, רמת קושי ${num('he', difficulty)} מתוך ${num('he', 5)}` : '';

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? 'המטרה: לסיים עם יתד אחת, בחור שהיה ריק בהתחלה.'
        : 'המטרה: לסיים עם יתד אחת.'
      : goal === 'win' || goal === 'finish'
        ? `${turn(side)}: לנצח${winIn ? ` ${inMoves(winIn)}` : ''}.`
        : goal === 'draw'
          ? `${turn(side)}: לשמור על התיקו.`
          : `${turn(side)}: למצוא בכל פעם את המהלך הטוב ביותר.`,
  puzzleCorrect: 'נכון!',
  puzzleWrong: (move) => `לא ${move}. אפשר לנסות שוב.`,
  puzzleSolved: (shown) => (shown ? 'זה היה הפתרון.' : 'החידה נפתרה!'),
  puzzleChecking: 'המהלך נבדק…',
  puzzleLoading: 'החידה נטענת…',
  puzzleButtons: { hint: 'רמז', solution: 'פתרון', restart: 'התחלה מחדש', next: 'חידה אחרת' },
  puzzleTitle: (id, difficulty) => `חידה ${id}${difficultyOf(difficulty)}`,
  puzzleOwnTitle: (difficulty) => `החידה שלך${difficultyOf(difficulty)}`,
  puzzleStreak: (days) => `חידות יומיות שנפתרו ברצף: ${num('he', days)}`,
};

export default words;
