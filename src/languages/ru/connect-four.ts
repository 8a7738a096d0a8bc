/** Connect Four's words in Russian; the name and terms (фишки, столбцы) as Russian Wikipedia («Четыре в ряд») uses them. */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** A number of moves. */
const MOVES = { one: '# ход', few: '# хода', many: '# ходов', other: '# хода' };

const words: ConnectFourWords = {
  boardLabel: (columns, rows) =>
    `Четыре в ряд, ${plural('ru', columns, { one: '# столбец', few: '# столбца', many: '# столбцов', other: '# столбца' })}, ` +
    `${plural('ru', rows, { one: '# ряд', few: '# ряда', many: '# рядов', other: '# ряда' })}, ` +
    'для победы нужно выстроить четыре фишки в линию',
  column: (column) => `Столбец ${num('ru', column)}`,
  cellLabel: (column, row) => `Столбец ${num('ru', column)}, ряд ${num('ru', row)}`,
  red: 'красные',
  yellow: 'жёлтые',
  empty: 'пусто',
  landsHere: 'ваша фишка упадёт сюда',
  winningLine: 'выигрышная линия',
  lastMove: 'последний ход',
  hinted: 'подсказка',
  separator: ', ',
  full: (column) => `Столбец ${num('ru', column)} заполнен.`,
  value: (kind, moves) =>
    kind === 'draw'
      ? 'ничья'
      : kind === 'win'
        ? `выигрыш за ${plural('ru', moves, MOVES)}`
        : `проигрыш через ${plural('ru', moves, MOVES)}`,
  shortValue: (kind, moves) => (kind === 'draw' ? '=' : kind === 'win' ? `+${moves}` : `−${moves}`),
  analysing: 'Анализ…',
  keys: [
    'Цифры 1–9 (0 — десятый столбец): бросить фишку в этот столбец',
    'Enter или пробел: бросить фишку в текущий столбец',
  ],
};

export default words;
