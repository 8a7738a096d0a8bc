/** The lesson's texts in Italian, spoken to the player with «tu» as the puzzle is; a step is a «passo». */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'Caricamento della lezione…',
  lessonTitle: (n, of, title) => `Lezione ${num('it', n)} di ${num('it', of)}: ${title}`,
  lessonStep: (n, of) => `Passo ${num('it', n)} di ${num('it', of)}`,
  lessonDone: 'Ben fatto!',
  lessonWrong: 'Questa mossa è consentita, ma non è quella che chiede questo passo. Riprova.',
  lessonCorrect: 'Bene. Continua.',
  lessonChecking: 'Verifica della mossa…',
  lessonShown: 'Ecco la mossa. Riprova il passo o vai avanti.',
  lessonComplete: (title) => `Lezione completata: ${title}.`,
  courseComplete: 'Hai finito il corso. Ora gioca una partita intera contro il computer.',
  lessonButtons: {
    hint: 'Suggerimento',
    show: 'Mostrami',
    restart: 'Riprova',
    previous: 'Indietro',
    next: 'Avanti',
    play: 'Gioca una partita',
    leave: 'Esci dalla lezione',
  },
  lessonList: 'Lezioni',
  lessonEntry: (n, title, done) => `${num('it', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
