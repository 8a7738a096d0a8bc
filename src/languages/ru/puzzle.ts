/** The puzzle's texts in Russian. */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num, plural } from '../intl.js';

/** The difficulty, after the panel's name. */
const difficultyOf = (difficulty: number | null) => (difficulty ? `, сложность ${num('ru', difficulty)} из 5` : '');

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? 'Оставьте один колышек — в отверстии, которое в начале было пустым.'
        : 'Оставьте только один колышек.'
      : goal === 'win' || goal === 'finish'
        ? winIn
          ? `Ход: ${side}. Выиграйте за ${plural('ru', winIn, { one: '# ход', few: '# хода', many: '# ходов', other: '# хода' })}.`
          : `Ход: ${side}. Найдите выигрыш.`
        : goal === 'draw'
          ? `Ход: ${side}. Удержите ничью.`
          : `Ход: ${side}. Каждый раз находите лучший ход.`,
  puzzleCorrect: 'Верно!',
  puzzleWrong: (move) => `Ход ${move} неверный. Попробуйте ещё раз.`,
  puzzleSolved: (shown) => (shown ? 'Таким было решение.' : 'Решено!'),
  puzzleChecking: 'Проверка хода…',
  puzzleLoading: 'Загрузка задачи…',
  puzzleButtons: { hint: 'Подсказка', solution: 'Решение', restart: 'Заново', next: 'Другая задача' },
  puzzleTitle: (id, difficulty) => `Задача ${id}${difficultyOf(difficulty)}`,
  puzzleOwnTitle: (difficulty) => `Ваша задача${difficultyOf(difficulty)}`,
  puzzleStreak: (days) => `Ежедневных задач решено подряд: ${num('ru', days)}`,
};

export default words;
