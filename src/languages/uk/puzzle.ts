/** The puzzle's texts in Ukrainian. */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num, plural } from '../intl.js';

/** The difficulty, after the panel's name. */
const difficultyOf = (difficulty: number | null) => (difficulty ? `, складність ${num('uk', difficulty)} з 5` : '');

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? 'Залиште один кілочок — в отворі, який на початку був порожнім.'
        : 'Залиште лише один кілочок.'
      : goal === 'win' || goal === 'finish'
        ? winIn
          ? `Хід: ${side}. Виграйте за ${plural('uk', winIn, { one: '# хід', few: '# ходи', many: '# ходів', other: '# ходу' })}.`
          : `Хід: ${side}. Знайдіть виграш.`
        : goal === 'draw'
          ? `Хід: ${side}. Утримайте нічию.`
          : `Хід: ${side}. Щоразу знаходьте найкращий хід.`,
  puzzleCorrect: 'Правильно!',
  puzzleWrong: (move) => `Хід ${move} неправильний. Спробуйте ще раз.`,
  puzzleSolved: (shown) => (shown ? 'Таким був розв’язок.' : 'Розв’язано!'),
  puzzleChecking: 'Перевірка ходу…',
  puzzleLoading: 'Завантаження задачі…',
  puzzleButtons: { hint: 'Підказка', solution: 'Розв’язок', restart: 'Спочатку', next: 'Інша задача' },
  puzzleTitle: (id, difficulty) => `Задача ${id}${difficultyOf(difficulty)}`,
  puzzleOwnTitle: (difficulty) => `Ваша задача${difficultyOf(difficulty)}`,
  puzzleStreak: (days) => `Щоденних задач розв’язано поспіль: ${num('uk', days)}`,
};

export default words;
