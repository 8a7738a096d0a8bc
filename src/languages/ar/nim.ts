/** Nim's words in Arabic; «نيم», its name in Arabic Wikipedia, with أكوام (heaps) of قطع (pieces). */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** Heaps counted on their own (a subject). */
const heapsOf = (n: number) =>
  plural('ar', n, { one: 'كومة واحدة', two: 'كومتان', few: '# أكوام', many: '# كومة', other: '# كومة' });

/** Pieces counted on their own (a subject). */
const piecesOf = (n: number) =>
  plural('ar', n, {
    zero: 'بلا قطع',
    one: 'قطعة واحدة',
    two: 'قطعتان',
    few: '# قطع',
    many: '# قطعة',
    other: '# قطعة',
  });

/** Pieces taken, as the object of "أخذ" (genitive). */
const taken = (n: number) =>
  plural('ar', n, { one: 'قطعة واحدة', two: 'قطعتين', few: '# قطع', many: '# قطعة', other: '# قطعة' });

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `نيم، ${heapsOf(heaps)}، ${misere ? 'من يأخذ القطعة الأخيرة يخسر' : 'من يأخذ القطعة الأخيرة يفوز'}`,
  heapLabel: (heap, size) => `الكومة ${num('ar', heap)}، ${size === 0 ? 'فارغة' : piecesOf(size)}`,
  pieceLabel: (heap, piece, size) => `الكومة ${num('ar', heap)}، القطعة ${num('ar', piece)} من ${num('ar', size)}`,
  marked: 'محددة',
  hinted: 'تلميح',
  separator: '، ',
  emptyHeap: (heap) => `الكومة ${num('ar', heap)} فارغة`,
  take: 'أخذ',
  takeCount: (count) => `أخذ ${taken(count)}`,
  keys: [
    'المسافة: تحديد القطعة الحالية أو إلغاء تحديدها (يبقى التحديد في كومة واحدة)',
    'Enter: أخذ القطع المحددة، أو القطعة الحالية وكل القطع التي بعدها',
  ],
};

export default words;
