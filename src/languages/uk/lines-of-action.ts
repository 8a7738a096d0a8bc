/** Lines of Action's words in Ukrainian; the game keeps its English name, and its pieces are шашки, as on Board Game Arena. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** A line of the board, as "на …" and "по цій …" both take it (горизонталь, вертикаль, діагональ: the chess terms). */
const lines: Record<'row' | 'column' | 'diagonal', string> = {
  row: 'горизонталі',
  column: 'вертикалі',
  diagonal: 'діагоналі',
};

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
  refusals: {
    distance: (from, line, count) =>
      `На ${lines[line]} клітинки ${from} ${plural('uk', count, { one: 'стоїть # шашка', few: 'стоять # шашки', many: 'стоїть # шашок', other: 'стоїть # шашки' })}, тому шашка з ${from} ходить по цій ${lines[line]} рівно на ${plural('uk', count, { one: '# клітинку', few: '# клітинки', many: '# клітинок', other: '# клітинки' })}.`,
    jumpEnemy: (from, over) =>
      `Шашка з ${from} може перестрибувати свої шашки, але не шашки суперника: шлях перегороджує шашка на ${over}.`,
    ownPiece: (to) => `На ${to} стоїть ваша ж шашка: шашка ходить на порожню клітинку або б’є чужу.`,
    notALine: (from, to) =>
      `Шашка ходить по горизонталі, вертикалі або діагоналі: ${to} не лежить на жодній лінії, що проходить через ${from}.`,
  },
  keys: [
    'Стрілки, Home, End: переміщення між клітинками',
    'Enter або пробіл на своїй шашці: взяти її; потім на клітинці: піти туди (Esc — скасувати вибір)',
    'p: пропустити хід (коли ходів немає)',
  ],
};

export default words;
