/** Nim's words in Ukrainian; terms (купки, хто бере останню фішку) as Ukrainian Wikipedia («Нім (гра)») uses them. */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** A number of pieces, and the same after «взяти». */
const PIECES = { one: '# фішка', few: '# фішки', many: '# фішок', other: '# фішки' };
const TAKEN = { one: '# фішку', few: '# фішки', many: '# фішок', other: '# фішки' };

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `Нім, ${plural('uk', heaps, { one: '# купка', few: '# купки', many: '# купок', other: '# купки' })}, ` +
    `${misere ? 'хто бере останню фішку, програє' : 'хто бере останню фішку, виграє'}`,
  heapLabel: (heap, size) => `Купка ${num('uk', heap)}, ${plural('uk', size, PIECES)}`,
  pieceLabel: (heap, piece, size) => `Купка ${num('uk', heap)}, фішка ${num('uk', piece)} з ${num('uk', size)}`,
  marked: 'позначена',
  hinted: 'підказка',
  separator: ', ',
  emptyHeap: (heap) => `Купка ${num('uk', heap)} порожня`,
  take: 'Взяти',
  takeCount: (count) => `Взяти ${plural('uk', count, TAKEN)}`,
  keys: [
    'Пробіл: позначити фішку або зняти позначку (позначати можна лише в одній купці)',
    'Enter: взяти позначені фішки або поточну фішку разом з усіма наступними',
  ],
};

export default words;
