/**
 * Connect Four's words in Portuguese; «Lig 4», its Brazilian name (Wikipedia em português), rather than the «4 em
 * linha» of Portugal; rows are fileiras there.
 */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** A number of moves; `many` is CLDR's category for round millions. */
const moves = (n: number) => plural('pt', n, { one: '# jogada', many: '# de jogadas', other: '# jogadas' });

const words: ConnectFourWords = {
  boardLabel: (columns, rows) =>
    `Lig 4, ${num('pt', columns)} colunas por ${num('pt', rows)} fileiras, vence quem alinhar quatro`,
  column: (column) => `Coluna ${num('pt', column)}`,
  cellLabel: (column, row) => `Coluna ${num('pt', column)}, fileira ${num('pt', row)}`,
  red: 'vermelho',
  yellow: 'amarelo',
  empty: 'vazia',
  landsHere: 'sua ficha cai aqui',
  winningLine: 'linha vencedora',
  lastMove: 'última jogada',
  hinted: 'dica',
  separator: ', ',
  full: (column) => `A coluna ${num('pt', column)} está cheia.`,
  value: (kind, n) =>
    kind === 'draw' ? 'empate' : kind === 'win' ? `vitória em ${moves(n)}` : `derrota em ${moves(n)}`,
  shortValue: (kind, n) => (kind === 'draw' ? '=' : kind === 'win' ? `+${num('pt', n)}` : `−${num('pt', n)}`),
  analysing: 'Analisando…',
  keys: [
    '1 a 9 (0 para a coluna 10): soltar uma ficha nessa coluna',
    'Enter ou Espaço: soltar uma ficha na coluna em foco',
  ],
};

export default words;
