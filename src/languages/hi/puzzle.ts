/** The puzzle's texts in Hindi; a puzzle is a «पहेली», as Hindi chess and game apps call them. */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the side of a game without marks (Nim). */
const YOU = 'आप';

/** Whose turn, told to the solver: "आपकी बारी (काला)", or just "आपकी बारी" when the side is the player's name. */
const turn = (side: string) => (side === YOU ? 'आपकी बारी' : `आपकी बारी (${side})`);

/** "कठिनाई: 5 में से 3". */
const difficultyOf = (d: number | null) => (d ? `, कठिनाई: ${num('hi', 5)} में से ${num('hi', d)}` : '');

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? 'आख़िर में सिर्फ़ एक गोटी बचाएँ, उसी छेद में जो शुरू में ख़ाली था।'
        : 'आख़िर में सिर्फ़ एक गोटी बचाएँ।'
      : goal === 'win' || goal === 'finish'
        ? `${turn(side)}: ${winIn ? `${plural('hi', winIn, { one: '# चाल में', other: '# चालों में' })} ` : ''}जीतें।`
        : goal === 'draw'
          ? `${turn(side)}: बराबरी बनाए रखें।`
          : `${turn(side)}: हर बार सबसे अच्छी चाल ढूँढें।`,
  puzzleCorrect: 'सही!',
  puzzleWrong: (move) => `${move} नहीं: फिर कोशिश करें।`,
  puzzleSolved: (shown) => (shown ? 'यही हल था।' : 'पहेली हल हो गई!'),
  puzzleChecking: 'चाल जाँची जा रही है…',
  puzzleLoading: 'पहेली लोड हो रही है…',
  puzzleButtons: { hint: 'सुझाव', solution: 'हल', restart: 'फिर से शुरू करें', next: 'दूसरी पहेली' },
  puzzleTitle: (id, difficulty) => `पहेली ${id}${difficultyOf(difficulty)}`,
  puzzleOwnTitle: (difficulty) => `आपकी पहेली${difficultyOf(difficulty)}`,
  puzzleStreak: (days) => `लगातार हल की गई रोज़ की पहेलियाँ: ${num('hi', days)}`,
};

export default words;
