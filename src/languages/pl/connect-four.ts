/** Connect Four's words in Polish; the name „Czwórki” as kurnik.pl (PlayOK) and Polish puzzle writers use it. */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** "w 3 ruchach". */
const inMoves = (moves: number) =>
  `w ${plural('pl', moves, { one: '# ruchu', few: '# ruchach', many: '# ruchach', other: '# ruchu' })}`;

const words: ConnectFourWords = {
  boardLabel: (columns, rows) =>
    `Czwórki, ${plural('pl', columns, { one: '# kolumna', few: '# kolumny', many: '# kolumn', other: '# kolumny' })} ` +
    `i ${plural('pl', rows, { one: '# rząd', few: '# rzędy', many: '# rzędów', other: '# rzędu' })}, ` +
    'wygrywają cztery w linii',
  column: (column) => `Kolumna ${num('pl', column)}`,
  cellLabel: (column, row) => `Kolumna ${num('pl', column)}, rząd ${num('pl', row)}`,
  red: 'czerwone',
  yellow: 'żółte',
  empty: 'puste',
  landsHere: 'tu spadnie twój krążek',
  winningLine: 'linia wygrywająca',
  lastMove: 'ostatni ruch',
  hinted: 'podpowiedź',
  separator: ', ',
  full: (column) => `Kolumna ${num('pl', column)} jest pełna.`,
  value: (kind, moves) =>
    kind === 'draw' ? 'remis' : kind === 'win' ? `wygrana ${inMoves(moves)}` : `przegrana ${inMoves(moves)}`,
  shortValue: (kind, moves) =>
    kind === 'draw' ? '=' : kind === 'win' ? `+${num('pl', moves)}` : `−${num('pl', moves)}`,
  analysing: 'Analiza…',
  keys: ['1–9 (0 oznacza 10): wrzuć krążek do tej kolumny', 'Enter lub Spacja: wrzuć krążek do aktywnej kolumny'],
};

export default words;
