/** Lines of Action's words in Russian; the game keeps its English name, and its pieces are шашки, as on Tesera.ru. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

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
  keys: [
    'Стрелки, Home, End: перемещение по клеткам',
    'Enter или пробел на своей шашке: взять её; затем на клетке: пойти туда (Esc — отменить выбор)',
    'p: пропустить ход (когда ходов нет)',
  ],
};

export default words;
