/**
 * Hnefatafl's words in French; terms as Wikipédia (« Hnefatafl ») and French rule books use them: roi, trône,
 * attaquants and défenseurs.
 */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Vous';

/** The other default names of `messages.ts`, as a sentence's subject says them. */
const SUBJECTS: Readonly<Record<string, string>> = {
  Ordinateur: 'L’ordinateur',
  Adversaire: 'L’adversaire',
  'Joueur 1': 'Le joueur 1',
  'Joueur 2': 'Le joueur 2',
};

/** What a move took, after "et pris"; CLDR's `many` is for round millions. */
const pieces = (n: number) => plural('fr', n, { one: 'un pion', many: '# de pions', other: '# pions' });

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'Copenhague', fetlar: 'Fetlar', tablut: 'Tablut', brandubh: 'Brandubh' })[v],
  boardLabel: (variant, size) => `Hnefatafl, règles de ${variant}, ${num('fr', size)} sur ${num('fr', size)}`,
  attackers: 'attaquants',
  defenders: 'défenseurs',
  attacker: 'attaquant',
  defender: 'défenseur',
  king: 'roi',
  empty: 'vide',
  throne: 'trône',
  corner: 'coin',
  onOpenLine: 'sur une voie libre du roi',
  capture: 'prise',
  separator: ', ',
  moved: (name, from, to, captured) =>
    `${name === YOU ? 'Vous avez' : `${SUBJECTS[name] ?? name} a`} déplacé une pièce de ${from} en ${to}` +
    `${captured > 0 ? ` et pris ${pieces(captured)}` : ''}.`,
  openLines: (squares) => `Le roi a la voie libre vers ${list('fr', squares)} !`,
  reasons: {
    escaped: 'Le roi s’est échappé.',
    'exit-fort': 'Le roi est à l’abri dans une forteresse imprenable, au bord du plateau.',
    'king-captured': 'Le roi a été capturé.',
    encircled: 'Les attaquants ont encerclé tous les défenseurs.',
    'no-moves': 'Le camp qui devait jouer n’avait aucun coup possible.',
    'move-limit': 'La partie a atteint mille coups, le maximum autorisé : partie nulle.',
    repetition: 'La même position s’est répétée trois fois.',
  },
  refusals: {
    straight: (from, to) =>
      `Les pièces se déplacent le long d’une rangée ou d’une colonne, comme la tour aux échecs : ${to} n’est ni sur la même rangée ni sur la même colonne que ${from}.`,
    blocked: (square) => `La pièce en ${square} barre le passage : aucune pièce ne saute par-dessus une autre.`,
    kingOnly: (square) => `Seul le roi peut s’arrêter en ${square}.`,
    thronePass: (square) => `Dans cette variante, seul le roi peut traverser le trône en ${square}.`,
    kingRange: (count) =>
      `Dans cette variante, le roi se déplace d’au plus ${plural('fr', count, { one: '# case', many: '# de cases', other: '# cases' })}.`,
  },
  keys: [
    'Flèches, Début, Fin : se déplacer entre les cases',
    'Entrée ou Espace sur une de vos pièces : la prendre ; puis sur une case : l’y déplacer (Échap la repose)',
  ],
};

export default words;
