/** The lesson's texts in Spanish, spoken to the player with «tú» as the puzzle is; a move is a «jugada». */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'Cargando la lección…',
  lessonTitle: (n, of, title) => `Lección ${num('es', n)} de ${num('es', of)}: ${title}`,
  lessonStep: (n, of) => `Paso ${num('es', n)} de ${num('es', of)}`,
  lessonDone: '¡Bien hecho!',
  lessonWrong: 'Esa jugada está permitida, pero no es la que pide este paso. Inténtalo de nuevo.',
  lessonCorrect: 'Bien. Sigue así.',
  lessonChecking: 'Verificando la jugada…',
  lessonShown: 'Esa es la jugada. Repite el paso o sigue adelante.',
  lessonComplete: (title) => `Lección completada: ${title}.`,
  courseComplete: 'Has terminado el curso. Ahora juega una partida completa contra la computadora.',
  lessonButtons: {
    hint: 'Pista',
    show: 'Muéstramelo',
    restart: 'Reintentar',
    previous: 'Atrás',
    next: 'Siguiente',
    play: 'Jugar una partida',
    leave: 'Salir de la lección',
  },
  lessonList: 'Lecciones',
  lessonEntry: (n, title, done) => `${num('es', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
