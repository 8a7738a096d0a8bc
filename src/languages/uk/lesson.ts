/** The lesson's texts in Ukrainian, spoken to the player with «ви» as the puzzle is; a step is a «крок». */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'Завантаження уроку…',
  lessonTitle: (n, of, title) => `Урок ${num('uk', n)} з ${num('uk', of)}: ${title}`,
  lessonStep: (n, of) => `Крок ${num('uk', n)} з ${num('uk', of)}`,
  lessonDone: 'Чудово!',
  lessonWrong: 'Такий хід можливий, але на цьому кроці потрібен інший. Спробуйте ще раз.',
  lessonCorrect: 'Добре. Продовжуйте.',
  lessonChecking: 'Перевірка ходу…',
  lessonShown: 'Ось цей хід. Пройдіть крок ще раз або продовжуйте.',
  lessonComplete: (title) => `Урок пройдено: ${title}.`,
  courseComplete: 'Ви пройшли весь курс. Тепер зіграйте повну партію проти комп’ютера.',
  lessonButtons: {
    hint: 'Підказка',
    show: 'Показати',
    restart: 'Ще раз',
    previous: 'Назад',
    next: 'Далі',
    play: 'Зіграти партію',
    leave: 'Вийти з уроку',
  },
  lessonList: 'Уроки',
  lessonEntry: (n, title, done) => `${num('uk', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
