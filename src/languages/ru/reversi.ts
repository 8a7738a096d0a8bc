/** Reversi's words in Russian; terms (фишки, чёрные и белые, пропуск хода) as Russian Wikipedia («Реверси») uses them. */
import { estimate, estimated, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num, plural } from '../intl.js';

/** A number of discs, after «с разницей в». */
const BY_DISCS = { one: '# фишку', few: '# фишки', many: '# фишек', other: '# фишки' };

const words: ReversiWords = {
  boardLabel: (size) => `Реверси, доска ${num('ru', size)} на ${num('ru', size)}`,
  black: 'чёрные',
  white: 'белые',
  empty: 'пусто',
  legal: 'сюда можно сделать ход',
  lastMove: 'последний ход',
  turned: 'только что перевёрнута',
  hinted: 'подсказка',
  separator: ', ',
  value: (discs, exact) =>
    exact
      ? discs === 0
        ? 'ничья при лучшей игре обеих сторон'
        : `${discs > 0 ? 'выигрыш' : 'проигрыш'} с разницей в ${plural('ru', Math.abs(discs), BY_DISCS)} ` +
          'при лучшей игре обеих сторон'
      : `примерно ${estimate(discs, 'ru')} ` +
        plural('ru', Math.abs(estimated(discs)), { one: 'фишка', few: 'фишки', many: 'фишек', other: 'фишки' }),
  shortValue: (discs, exact) => (exact ? signed(discs, 'ru') : estimate(discs, 'ru')),
  playedTurning: (name, square, turned) =>
    `${name}: ход ${square}, ` +
    `${plural('ru', turned, { one: 'перевёрнута # фишка', few: 'перевёрнуты # фишки', many: 'перевёрнуто # фишек', other: 'перевёрнуто # фишки' })}.`,
  taken: (square) => `Клетка ${square} занята.`,
  noFlip: (square) => `Ход на ${square} не переворачивает ни одной фишки.`,
  finalCount: (black, white) => `Чёрные: ${num('ru', black)}, белые: ${num('ru', white)}.`,
  keys: [
    'Стрелки, Home, End: перемещение по клеткам',
    'Enter или пробел: ход в текущую клетку',
    'p: пропустить ход (когда ходов нет)',
  ],
};

export default words;
