/** Connect Four's words in Spanish; «Conecta 4», the name Hasbro sells it under in Spanish, with its fichas. */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** A number of moves; `many` is CLDR's category for round millions. */
const moves = (n: number) => plural('es', n, { one: '# jugada', many: '# de jugadas', other: '# jugadas' });

const words: ConnectFourWords = {
  boardLabel: (columns, rows) =>
    `Conecta 4, ${num('es', columns)} columnas por ${num('es', rows)} filas, gana quien alinee cuatro`,
  column: (column) => `Columna ${num('es', column)}`,
  cellLabel: (column, row) => `Columna ${num('es', column)}, fila ${num('es', row)}`,
  red: 'rojo',
  yellow: 'amarillo',
  empty: 'vacía',
  landsHere: 'tu ficha cae aquí',
  winningLine: 'línea ganadora',
  lastMove: 'última jugada',
  hinted: 'pista',
  separator: ', ',
  full: (column) => `La columna ${num('es', column)} está llena.`,
  value: (kind, n) =>
    kind === 'draw' ? 'empate' : kind === 'win' ? `victoria en ${moves(n)}` : `derrota en ${moves(n)}`,
  shortValue: (kind, n) => (kind === 'draw' ? '=' : kind === 'win' ? `+${num('es', n)}` : `−${num('es', n)}`),
  analysing: 'Analizando…',
  keys: [
    '1 a 9 (0 para la columna 10): dejar caer una ficha en esa columna',
    'Enter o Espacio: dejar caer una ficha en la columna activa',
  ],
};

export default words;
