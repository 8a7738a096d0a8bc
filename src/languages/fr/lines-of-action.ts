/** Lines of Action's words in French; the game keeps its English name, as Wikipédia (« Lines of Action ») does. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Vous';

/** The other default names of `messages.ts`, as a sentence's subject says them. */
const SUBJECTS: Readonly<Record<string, string>> = {
  Ordinateur: 'L’ordinateur',
  Adversaire: 'L’adversaire',
  'Joueur 1': 'Le joueur 1',
  'Joueur 2': 'Le joueur 2',
};

const words: LinesOfActionWords = {
  boardLabel: (size) => `Lines of Action, ${num('fr', size)} sur ${num('fr', size)}`,
  black: 'noir',
  white: 'blanc',
  empty: 'vide',
  capture: 'prise',
  group: (n, of) => `groupe ${num('fr', n)} sur ${num('fr', of)}`,
  // CLDR's `many` is for round millions.
  groups: (n) => plural('fr', n, { one: '# groupe', many: '# de groupes', other: '# groupes' }),
  separator: ', ',
  moved: (name, from, to, captured) =>
    `${name === YOU ? 'Vous avez' : `${SUBJECTS[name] ?? name} a`} déplacé un pion de ${from} en ${to}` +
    `${captured ? ' et pris un pion adverse' : ''}.`,
  keys: [
    'Flèches, Début, Fin : se déplacer entre les cases',
    'Entrée ou Espace sur un de vos pions : le prendre ; puis sur une case : l’y déplacer (Échap le repose)',
    'p : passer (quand vous n’avez aucun coup possible)',
  ],
};

export default words;
