/** Connect Four's words in German; terms as Wikipedia („Vier gewinnt“) uses them: Spalten, Zeilen, Steine. */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** "in 3 Zügen". */
const inMoves = (moves: number) => `in ${plural('de', moves, { one: '# Zug', other: '# Zügen' })}`;

const words: ConnectFourWords = {
  boardLabel: (columns, rows) =>
    `Vier gewinnt, ${num('de', columns)} Spalten und ${num('de', rows)} Zeilen, vier in einer Reihe gewinnt`,
  column: (column) => `Spalte ${num('de', column)}`,
  cellLabel: (column, row) => `Spalte ${num('de', column)}, Zeile ${num('de', row)}`,
  red: 'Rot',
  yellow: 'Gelb',
  empty: 'leer',
  landsHere: 'dein Stein landet hier',
  winningLine: 'Gewinnreihe',
  lastMove: 'letzter Zug',
  hinted: 'Tipp',
  separator: ', ',
  full: (column) => `Spalte ${num('de', column)} ist voll.`,
  value: (kind, moves) =>
    kind === 'draw' ? 'Unentschieden' : kind === 'win' ? `Sieg ${inMoves(moves)}` : `Niederlage ${inMoves(moves)}`,
  shortValue: (kind, moves) =>
    kind === 'draw' ? '=' : kind === 'win' ? `+${num('de', moves)}` : `−${num('de', moves)}`,
  analysing: 'Analyse läuft…',
  keys: [
    '1 bis 9 (0 für 10): einen Stein in diese Spalte einwerfen',
    'Eingabetaste oder Leertaste: einen Stein in die aktuelle Spalte einwerfen',
  ],
};

export default words;
