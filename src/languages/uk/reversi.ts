/** Reversi's words in Ukrainian; terms (фішки, чорні й білі, пропуск ходу) as Ukrainian Wikipedia («Реверсі») uses them. */
import { estimate, estimated, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num, plural } from '../intl.js';

/** A number of discs, after «з різницею в» and «перевернуто». */
const DISCS = { one: '# фішку', few: '# фішки', many: '# фішок', other: '# фішки' };

const words: ReversiWords = {
  boardLabel: (size) => `Реверсі, дошка ${num('uk', size)} на ${num('uk', size)}`,
  black: 'чорні',
  white: 'білі',
  empty: 'порожньо',
  legal: 'сюди можна зробити хід',
  lastMove: 'останній хід',
  turned: 'щойно перевернута',
  hinted: 'підказка',
  separator: ', ',
  value: (discs, exact) =>
    exact
      ? discs === 0
        ? 'нічия за найкращої гри обох сторін'
        : `${discs > 0 ? 'виграш' : 'програш'} з різницею в ${plural('uk', Math.abs(discs), DISCS)} ` +
          'за найкращої гри обох сторін'
      : `приблизно ${estimate(discs, 'uk')} ` +
        plural('uk', Math.abs(estimated(discs)), { one: 'фішка', few: 'фішки', many: 'фішок', other: 'фішки' }),
  shortValue: (discs, exact) => (exact ? signed(discs, 'uk') : estimate(discs, 'uk')),
  playedTurning: (name, square, turned) => `${name}: хід ${square}, перевернуто ${plural('uk', turned, DISCS)}.`,
  taken: (square) => `Клітинка ${square} зайнята.`,
  noFlip: (square) => `Хід на ${square} не перевертає жодної фішки.`,
  finalCount: (black, white) => `Чорні: ${num('uk', black)}, білі: ${num('uk', white)}.`,
  keys: [
    'Стрілки, Home, End: переміщення між клітинками',
    'Enter або пробіл: хід у поточну клітинку',
    'p: пропустити хід (коли ходів немає)',
  ],
};

export default words;
