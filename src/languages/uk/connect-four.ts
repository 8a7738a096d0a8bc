/** Connect Four's words in Ukrainian; the name and terms (фішки, стовпці) as Ukrainian Wikipedia («Чотири в ряд») uses them. */
import type { ConnectFourWords } from '../../games/connect-four/words.js';
import { num, plural } from '../intl.js';

/** A number of moves. */
const MOVES = { one: '# хід', few: '# ходи', many: '# ходів', other: '# ходу' };

const words: ConnectFourWords = {
  boardLabel: (columns, rows) =>
    `Чотири в ряд, ${plural('uk', columns, { one: '# стовпець', few: '# стовпці', many: '# стовпців', other: '# стовпця' })}, ` +
    `${plural('uk', rows, { one: '# ряд', few: '# ряди', many: '# рядів', other: '# ряду' })}, ` +
    'для перемоги потрібно вишикувати чотири фішки в лінію',
  column: (column) => `Стовпець ${num('uk', column)}`,
  cellLabel: (column, row) => `Стовпець ${num('uk', column)}, ряд ${num('uk', row)}`,
  red: 'червоні',
  yellow: 'жовті',
  empty: 'порожньо',
  landsHere: 'ваша фішка впаде сюди',
  winningLine: 'виграшна лінія',
  lastMove: 'останній хід',
  hinted: 'підказка',
  separator: ', ',
  full: (column) => `Стовпець ${num('uk', column)} заповнено.`,
  value: (kind, moves) =>
    kind === 'draw'
      ? 'нічия'
      : kind === 'win'
        ? `виграш за ${plural('uk', moves, MOVES)}`
        : `програш через ${plural('uk', moves, MOVES)}`,
  shortValue: (kind, moves) => (kind === 'draw' ? '=' : kind === 'win' ? `+${moves}` : `−${moves}`),
  analysing: 'Аналіз…',
  keys: [
    'Цифри 1–9 (0 — десятий стовпець): кинути фішку в цей стовпець',
    'Enter або пробіл: кинути фішку в поточний стовпець',
  ],
};

export default words;
