/** The puzzle's texts in Arabic; a puzzle is a «لغز», as Arabic chess sites call them. */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the side of a game without marks (Nim). */
const YOU = 'أنت';

/** Whose turn, told to the solver: "دورك (أسود)", or just "دورك" when the side is the player's own name. */
const turn = (side: string) => (side === YOU ? 'دورك' : `دورك (${side})`);

/** The solver's moves to the win, after "في" (genitive): "في نقلتين", "في ٣ نقلات". */
const moves = (n: number) =>
  plural('ar', n, { one: 'نقلة واحدة', two: 'نقلتين', few: '# نقلات', many: '# نقلة', other: '# نقلة' });

/** The difficulty, out of five. */
const difficultyOf = (difficulty: number | null) =>
  difficulty ? `، الصعوبة ${num('ar', difficulty)} من ${num('ar', 5)}` : '';

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? 'المطلوب: إنهاء اللعبة بوتد واحد، في الثقب الذي كان فارغًا في البداية.'
        : 'المطلوب: إنهاء اللعبة بوتد واحد.'
      : goal === 'win' || goal === 'finish'
        ? `${turn(side)}، والمطلوب الفوز${winIn ? ` في ${moves(winIn)}` : ''}.`
        : goal === 'draw'
          ? `${turn(side)}، والمطلوب الحفاظ على التعادل.`
          : `${turn(side)}، والمطلوب إيجاد أفضل نقلة في كل مرة.`,
  puzzleCorrect: 'صحيح!',
  puzzleWrong: (move) => `ليست ${move} هي النقلة المطلوبة: حاول مرة أخرى.`,
  puzzleSolved: (shown) => (shown ? 'كان هذا هو الحل.' : 'تم الحل!'),
  puzzleChecking: 'جارٍ التحقق من النقلة…',
  puzzleLoading: 'جارٍ تحميل اللغز…',
  puzzleButtons: { hint: 'تلميح', solution: 'الحل', restart: 'إعادة البدء', next: 'لغز آخر' },
  puzzleTitle: (id, difficulty) => `اللغز ${id}${difficultyOf(difficulty)}`,
  puzzleOwnTitle: (difficulty) => `لغزك${difficultyOf(difficulty)}`,
  puzzleStreak: (days) => `الألغاز اليومية المحلولة على التوالي: ${num('ar', days)}`,
};

export default words;
