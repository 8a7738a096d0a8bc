/** The lesson's texts in Polish, spoken with „ty” as the puzzle is, and without the past tense's gender. */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'Wczytywanie lekcji…',
  lessonTitle: (n, of, title) => `Lekcja ${num('pl', n)} z ${num('pl', of)}: ${title}`,
  lessonStep: (n, of) => `Krok ${num('pl', n)} z ${num('pl', of)}`,
  lessonDone: 'Brawo!',
  lessonWrong: 'Ten ruch jest dozwolony, ale nie o niego chodzi w tym kroku. Spróbuj jeszcze raz.',
  lessonCorrect: 'Dobrze. Graj dalej.',
  lessonChecking: 'Sprawdzanie ruchu…',
  lessonShown: 'To jest ten ruch. Powtórz krok albo przejdź dalej.',
  lessonComplete: (title) => `Lekcja ukończona: ${title}.`,
  courseComplete: 'Kurs ukończony. Teraz zagraj całą partię z komputerem.',
  lessonButtons: {
    hint: 'Podpowiedź',
    show: 'Pokaż ruch',
    restart: 'Jeszcze raz',
    previous: 'Wstecz',
    next: 'Dalej',
    play: 'Zagraj partię',
    leave: 'Zakończ lekcję',
  },
  lessonList: 'Lekcje',
  lessonEntry: (n, title, done) => `${num('pl', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
