/**
 * Connect Four's words in Italian; «Forza 4», the name Hasbro sells it under and Wikipedia in italiano («Forza
 * quattro») gives it, with its pedine, colonne and righe.
 */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** A count with its noun; CLDR's `many` is for round millions ("1000000 di mosse"). */
const count = (n: number, one: string, other: string) =>
  plural('it', n, { one, many: other.replace('# ', '# di '), other });

/** A number of moves. */
const moves = (n: number) => count(n, '# mossa', '# mosse');

const words: ConnectFourWords = {
  boardLabel: (columns, rows) =>
    `Forza 4, ${count(columns, '# colonna', '# colonne')} per ${count(rows, '# riga', '# righe')}, ` +
    'vince chi ne allinea quattro',
  column: (column) => `Colonna ${num('it', column)}`,
  cellLabel: (column, row) => `Colonna ${num('it', column)}, riga ${num('it', row)}`,
  red: 'rosso',
  yellow: 'giallo',
  empty: 'vuota',
  landsHere: 'la tua pedina cade qui',
  winningLine: 'linea vincente',
  lastMove: 'ultima mossa',
  hinted: 'suggerimento',
  separator: ', ',
  full: (column) => `La colonna ${num('it', column)} è piena.`,
  value: (kind, n) =>
    kind === 'draw' ? 'pareggio' : kind === 'win' ? `vittoria in ${moves(n)}` : `sconfitta in ${moves(n)}`,
  shortValue: (kind, n) => (kind === 'draw' ? '=' : kind === 'win' ? `+${num('it', n)}` : `−${num('it', n)}`),
  analysing: 'Analisi in corso…',
  keys: [
    'Da 1 a 9 (0 per la colonna 10): far cadere una pedina in quella colonna',
    'Invio o Spazio: far cadere una pedina nella colonna attiva',
  ],
};

export default words;
