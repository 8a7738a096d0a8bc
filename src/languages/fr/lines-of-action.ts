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

/** A line of the board, all three feminine: « sur la rangée », « le long de cette rangée ». */
const lines = { row: 'rangée', column: 'colonne', diagonal: 'diagonale' };

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
  refusals: {
    distance: (from, line, count) =>
      `Il y a ${plural('fr', count, { one: '# pion', many: '# de pions', other: '# pions' })} sur la ${lines[line]} de ${from}, donc le pion en ${from} se déplace d’exactement ${plural('fr', count, { one: '# case', many: '# de cases', other: '# cases' })} le long de cette ${lines[line]}.`,
    jumpEnemy: (from, over) =>
      `Le pion en ${from} peut sauter par-dessus ses propres pions, pas par-dessus les pions adverses : le pion en ${over} barre le passage.`,
    ownPiece: (to) =>
      `Un de vos pions occupe déjà ${to} : un pion s’arrête sur une case vide ou sur un pion adverse, qu’il prend.`,
    notALine: (from, to) =>
      `Un pion se déplace le long d’une rangée, d’une colonne ou d’une diagonale : ${to} n’est sur aucune ligne passant par ${from}.`,
  },
  keys: [
    'Flèches, Début, Fin : se déplacer entre les cases',
    'Entrée ou Espace sur un de vos pions : le prendre ; puis sur une case : l’y déplacer (Échap le repose)',
    'p : passer (quand vous n’avez aucun coup possible)',
  ],
};

export default words;
