/** The lesson's texts in Russian, spoken to the player with «вы» as the puzzle is; a step is a «шаг». */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'Загрузка урока…',
  lessonTitle: (n, of, title) => `Урок ${num('ru', n)} из ${num('ru', of)}: ${title}`,
  lessonStep: (n, of) => `Шаг ${num('ru', n)} из ${num('ru', of)}`,
  lessonDone: 'Отлично!',
  lessonWrong: 'Такой ход возможен, но на этом шаге нужен другой. Попробуйте ещё раз.',
  lessonCorrect: 'Хорошо. Продолжайте.',
  lessonChecking: 'Проверка хода…',
  lessonShown: 'Вот этот ход. Пройдите шаг ещё раз или продолжайте.',
  lessonComplete: (title) => `Урок пройден: ${title}.`,
  courseComplete: 'Вы прошли весь курс. Теперь сыграйте целую партию против компьютера.',
  lessonButtons: {
    hint: 'Подсказка',
    show: 'Показать',
    restart: 'Ещё раз',
    previous: 'Назад',
    next: 'Далее',
    play: 'Сыграть партию',
    leave: 'Выйти из урока',
  },
  lessonList: 'Уроки',
  lessonEntry: (n, title, done) => `${num('ru', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
