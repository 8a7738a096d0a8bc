/** The lesson's texts in French; a lesson is a « leçon » of « étapes », a move a « coup » as in the puzzle. */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'Chargement de la leçon…',
  lessonTitle: (n, of, title) => `Leçon ${num('fr', n)} sur ${num('fr', of)} : ${title}`,
  lessonStep: (n, of) => `Étape ${num('fr', n)} sur ${num('fr', of)}`,
  lessonDone: 'Bravo !',
  lessonWrong: 'Ce coup est permis, mais ce n’est pas celui que demande cette étape. Réessayez.',
  lessonCorrect: 'Bien. Continuez.',
  lessonChecking: 'Vérification du coup…',
  lessonShown: 'Voilà le coup. Refaites l’étape, ou passez à la suite.',
  lessonComplete: (title) => `Leçon terminée : ${title}.`,
  courseComplete: 'Vous avez terminé le cours. Jouez maintenant une partie entière contre l’ordinateur.',
  lessonButtons: {
    hint: 'Indice',
    show: 'Montrez-moi',
    restart: 'Réessayer',
    previous: 'Précédent',
    next: 'Suivant',
    play: 'Jouer une partie',
    leave: 'Quitter la leçon',
  },
  lessonList: 'Leçons',
  lessonEntry: (n, title, done) => `${num('fr', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
