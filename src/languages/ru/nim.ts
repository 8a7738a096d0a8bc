/** Nim's words in Russian; terms (кучки, взявший последнюю фишку) as Russian Wikipedia («Ним (игра)») uses them. */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** A number of pieces, and the same after «взять». */
const PIECES = { one: '# фишка', few: '# фишки', many: '# фишек', other: '# фишки' };
const TAKEN = { one: '# фишку', few: '# фишки', many: '# фишек', other: '# фишки' };

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `Ним, ${plural('ru', heaps, { one: '# кучка', few: '# кучки', many: '# кучек', other: '# кучки' })}, ` +
    `${misere ? 'взявший последнюю фишку проигрывает' : 'взявший последнюю фишку выигрывает'}`,
  heapLabel: (heap, size) => `Кучка ${num('ru', heap)}, ${plural('ru', size, PIECES)}`,
  pieceLabel: (heap, piece, size) => `Кучка ${num('ru', heap)}, фишка ${num('ru', piece)} из ${num('ru', size)}`,
  marked: 'отмечена',
  hinted: 'подсказка',
  separator: ', ',
  emptyHeap: (heap) => `Кучка ${num('ru', heap)} пуста`,
  take: 'Взять',
  takeCount: (count) => `Взять ${plural('ru', count, TAKEN)}`,
  keys: [
    'Пробел: отметить фишку или снять отметку (отмечать можно только в одной кучке)',
    'Enter: взять отмеченные фишки или текущую фишку вместе со всеми следующими за ней',
  ],
};

export default words;
