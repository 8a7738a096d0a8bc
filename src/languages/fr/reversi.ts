/** Reversi's words in French; terms as the Fédération Française d'Othello and Wikipédia (« Othello ») use them. */
import { estimate, estimated, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
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

/** A whole number of discs, one of them said as a word ("un pion"); CLDR's `many` is for round millions. */
const discs = (n: number) => plural('fr', n, { one: 'un pion', many: '# de pions', other: '# pions' });

/** A margin of discs, after "victoire" or "défaite": "d’un pion", "de 4 pions". */
const by = (n: number) => plural('fr', n, { one: 'd’un pion', many: 'de # de pions', other: 'de # pions' });

/** An estimate in words: its signed count and the noun that count takes. */
function about(value: number): string {
  const shown = estimate(value, 'fr');
  // CLDR's `one` covers 0 to under 2 in French: "1,5 pion".
  const noun = plural('fr', Math.abs(estimated(value)), {
    one: 'pion',
    many: 'de pions',
    other: 'pions',
  });
  return `environ ${shown} ${noun}`;
}

const words: ReversiWords = {
  boardLabel: (size) => `Reversi, ${num('fr', size)} sur ${num('fr', size)}`,
  black: 'noir',
  white: 'blanc',
  empty: 'vide',
  legal: 'vous pouvez jouer ici',
  lastMove: 'dernier coup',
  turned: 'vient d’être retourné',
  hinted: 'indice',
  separator: ', ',
  value: (n, exact) =>
    exact
      ? n === 0
        ? 'partie nulle avec un jeu parfait'
        : `${n > 0 ? 'victoire' : 'défaite'} ${by(Math.abs(n))} avec un jeu parfait`
      : about(n),
  shortValue: (n, exact) => (exact ? signed(n, 'fr') : estimate(n, 'fr')),
  playedTurning: (name, square, turned) =>
    name === YOU
      ? `Vous avez joué ${square} et retourné ${discs(turned)}.`
      : `${SUBJECTS[name] ?? name} a joué ${square} et retourné ${discs(turned)}.`,
  taken: (square) => `La case ${square} est occupée.`,
  noFlip: (square) => `Jouer en ${square} ne retourne aucun pion.`,
  finalCount: (black, white) => `Score : Noir ${num('fr', black)}, Blanc ${num('fr', white)}.`,
  keys: [
    'Flèches, Début, Fin : se déplacer entre les cases',
    'Entrée ou Espace : jouer sur la case active',
    'p : passer (quand vous n’avez aucun coup possible)',
  ],
};

export default words;
