/** Lines of Action's words in Ukrainian; the game keeps its English name, and its pieces are шашки, as on Board Game Arena. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

const words: LinesOfActionWords = {
  boardLabel: (size) => `Lines of Action, дошка ${num('uk', size)} на ${num('uk', size)}`,
  black: 'чорні',
  white: 'білі',
  empty: 'порожньо',
  capture: 'взяття',
  group: (n, of) => `група ${num('uk', n)} з ${num('uk', of)}`,
  groups: (n) => plural('uk', n, { one: '# група', few: '# групи', many: '# груп', other: '# групи' }),
  separator: ', ',
  moved: (name, from, to, captured) => `${name}: хід ${from}–${to}${captured ? ', зі взяттям' : ''}.`,
  keys: [
    'Стрілки, Home, End: переміщення між клітинками',
    'Enter або пробіл на своїй шашці: взяти її; потім на клітинці: піти туди (Esc — скасувати вибір)',
    'p: пропустити хід (коли ходів немає)',
  ],
};

export default words;
