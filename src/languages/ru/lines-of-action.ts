/** Lines of Action's words in Russian; the game keeps its English name, and its pieces are шашки, as on Tesera.ru. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** A line of the board, as "на …" and "по этой …" both take it (горизонталь, вертикаль, диагональ: the chess terms). */
const lines: Record<'row' | 'column' | 'diagonal', string> = {
  row: 'горизонтали',
  column: 'вертикали',
  diagonal: 'диагонали',
};

const words: LinesOfActionWords = {
  boardLabel: (size) => `Lines of Action, доска ${num('ru', size)} на ${num('ru', size)}`,
  black: 'чёрные',
  white: 'белые',
  empty: 'пусто',
  capture: 'взятие',
  group: (n, of) => `группа ${num('ru', n)} из ${num('ru', of)}`,
  groups: (n) => plural('ru', n, { one: '# группа', few: '# группы', many: '# групп', other: '# группы' }),
  separator: ', ',
  moved: (name, from, to, captured) => `${name}: ход ${from}–${to}${captured ? ', со взятием' : ''}.`,
  refusals: {
    distance: (from, line, count) =>
      `На ${lines[line]} клетки ${from} ${plural('ru', count, { one: 'стоит # шашка', few: 'стоят # шашки', many: 'стоит # шашек', other: 'стоит # шашки' })}, поэтому шашка с ${from} ходит по этой ${lines[line]} ровно на ${plural('ru', count, { one: '# клетку', few: '# клетки', many: '# клеток', other: '# клетки' })}.`,
    jumpEnemy: (from, over) =>
      `Шашка с ${from} может перепрыгивать свои шашки, но не шашки соперника: путь преграждает шашка на ${over}.`,
    ownPiece: (to) => `На ${to} стоит ваша же шашка: шашка ходит на пустую клетку или бьёт чужую.`,
    notALine: (from, to) =>
      `Шашка ходит по горизонтали, вертикали или диагонали: ${to} не лежит ни на одной линии, проходящей через ${from}.`,
  },
  keys: [
    'Стрелки, Home, End: перемещение по клеткам',
    'Enter или пробел на своей шашке: взять её; затем на клетке: пойти туда (Esc — отменить выбор)',
    'p: пропустить ход (когда ходов нет)',
  ],
};

export default words;
