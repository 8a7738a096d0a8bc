/** The lesson's texts in German, spoken to the player with „du“ as the puzzle is; a step is a „Schritt“. */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'Die Lektion wird geladen…',
  lessonTitle: (n, of, title) => `Lektion ${num('de', n)} von ${num('de', of)}: ${title}`,
  lessonStep: (n, of) => `Schritt ${num('de', n)} von ${num('de', of)}`,
  lessonDone: 'Gut gemacht!',
  lessonWrong: 'Dieser Zug ist erlaubt, aber nicht der, den dieser Schritt verlangt. Versuch es noch einmal.',
  lessonCorrect: 'Gut. Weiter so.',
  lessonChecking: 'Der Zug wird geprüft…',
  lessonShown: 'Das ist der Zug. Versuch den Schritt noch einmal oder mach weiter.',
  lessonComplete: (title) => `Lektion abgeschlossen: ${title}.`,
  courseComplete: 'Du hast den Kurs abgeschlossen. Spiel jetzt eine ganze Partie gegen den Computer.',
  lessonButtons: {
    hint: 'Tipp',
    show: 'Zeig es mir',
    restart: 'Noch einmal',
    previous: 'Zurück',
    next: 'Weiter',
    play: 'Partie spielen',
    leave: 'Lektion verlassen',
  },
  lessonList: 'Lektionen',
  lessonEntry: (n, title, done) => `${num('de', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
