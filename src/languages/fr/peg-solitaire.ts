/**
 * Peg solitaire's words in French; « Solitaire », its name in Wikipédia (« Solitaire (casse-tête) »), with its pions,
 * trous and plateaux (anglais, européen).
 */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { plural } from '../intl.js';

/** A count with its noun; CLDR's `one` covers 0 and 1 in French, `many` round millions ("1000000 de pions"). */
const count = (n: number, one: string, other: string) =>
  plural('fr', n, { one, many: other.replace('# ', '# de '), other });

/** The pegs left, in a sentence. */
const left = (n: number) => count(n, 'il reste # pion', 'il reste # pions');

const variantNames: Record<Variant, string> = {
  english: 'plateau anglais',
  french: 'plateau européen',
  wiegleb: 'plateau de Wiegleb',
  diamond: 'plateau en losange',
  triangle: 'plateau triangulaire',
};

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) => `Solitaire, ${variantNames[variant]}, ${count(holes, '# trou', '# trous')}`,
  peg: 'pion',
  hole: 'trou vide',
  startHole: 'trou de départ',
  deadEnd: 'impasse',
  allDeadEnds: 'tous ses sauts mènent à une impasse',
  separator: ', ',
  pegsLeft: (n) => count(n, '# pion restant', '# pions restants'),
  central: 'Un seul pion, dans le trou de départ : résolu à la perfection !',
  onePeg: 'Un seul pion restant : résolu !',
  stuck: (n) => `Plus aucun saut possible : ${left(n)}.`,
  noLongerCentral: 'Le dernier pion ne peut plus finir dans le trou de départ.',
  noLongerOnePeg: 'On ne peut plus finir avec un seul pion.',
  deadEndPegs: (n) =>
    count(n, '# pion cerclé ne mène qu’à des impasses.', '# pions cerclés ne mènent qu’à des impasses.'),
  jumped: (from, to, pegs) => `Saut de ${from} en ${to} ; ${left(pegs)}.`,
  solve: 'Résoudre',
  solving: 'Résolution en cours…',
  refusals: {
    notAJump: (from, to) =>
      `Un pion saute en ligne droite par-dessus un pion voisin, jusqu’au trou juste derrière : aller de ${from} en ${to} n’est pas un saut de ce genre.`,
    noPeg: (from) => `Il n’y a pas de pion en ${from} pour sauter.`,
    nothingToJump: (from, to, over) =>
      `Le saut de ${from} en ${to} passerait par-dessus ${over}, qui est vide : un pion saute par-dessus un autre pion.`,
    holeFull: (to) => `Il y a déjà un pion en ${to} : un saut se termine dans un trou vide.`,
  },
  keys: [
    'Flèches, Début, Fin : se déplacer entre les trous',
    'Entrée ou Espace sur un pion : le prendre ; puis sur un trou vide : y sauter (Échap le repose)',
    'h : indice, un saut après lequel une solution reste possible',
  ],
};

export default words;
