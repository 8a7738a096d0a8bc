/**
 * Connect Four's words in French; « Puissance 4 », the name Hasbro sells it under, with its pions and rangées as
 * Wikipédia (« Puissance 4 ») names them.
 */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** A count with its noun; CLDR's `one` covers 0 and 1 in French, `many` round millions ("1000000 de coups"). */
const count = (n: number, one: string, other: string) =>
  plural('fr', n, { one, many: other.replace('# ', '# de '), other });

/** A number of moves. */
const moves = (n: number) => count(n, '# coup', '# coups');

const words: ConnectFourWords = {
  boardLabel: (columns, rows) =>
    `Puissance 4, ${count(columns, '# colonne', '# colonnes')} sur ${count(rows, '# rangée', '# rangées')}, ` +
    'alignez-en quatre pour gagner',
  column: (column) => `Colonne ${num('fr', column)}`,
  cellLabel: (column, row) => `Colonne ${num('fr', column)}, rangée ${num('fr', row)}`,
  red: 'rouge',
  yellow: 'jaune',
  empty: 'vide',
  landsHere: 'votre pion tombe ici',
  winningLine: 'ligne gagnante',
  lastMove: 'dernier coup',
  hinted: 'indice',
  separator: ', ',
  full: (column) => `La colonne ${num('fr', column)} est pleine.`,
  value: (kind, n) =>
    kind === 'draw' ? 'partie nulle' : kind === 'win' ? `victoire en ${moves(n)}` : `défaite en ${moves(n)}`,
  shortValue: (kind, n) => (kind === 'draw' ? '=' : kind === 'win' ? `+${num('fr', n)}` : `−${num('fr', n)}`),
  analysing: 'Analyse en cours…',
  keys: [
    '1 à 9 (0 pour la colonne 10) : faire tomber un pion dans cette colonne',
    'Entrée ou Espace : faire tomber un pion dans la colonne active',
  ],
};

export default words;
