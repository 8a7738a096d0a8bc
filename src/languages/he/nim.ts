/** Nim's words in Hebrew; "נים", its name in Hebrew Wikipedia, with ערימות (heaps) of אבנים (stones). */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** A number of stones. */
const stones = (n: number) => plural('he', n, { one: 'אבן אחת', two: 'שתי אבנים', other: '# אבנים' });

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `נים, ${plural('he', heaps, { one: 'ערימה אחת', two: 'שתי ערימות', other: '# ערימות' })}, ` +
    `${misere ? 'מי שלוקח את האבן האחרונה מפסיד' : 'מי שלוקח את האבן האחרונה מנצח'}`,
  heapLabel: (heap, size) => `ערימה ${num('he', heap)}, ${size === 0 ? 'ריקה' : stones(size)}`,
  pieceLabel: (heap, piece, size) => `ערימה ${num('he', heap)}, אבן ${num('he', piece)} מתוך ${num('he', size)}`,
  marked: 'מסומנת',
  hinted: 'רמז',
  separator: ', ',
  emptyHeap: (heap) => `ערימה ${num('he', heap)} ריקה`,
  take: 'לקחת',
  takeCount: (count) => `לקחת ${stones(count)}`,
  keys: [
    'רווח: סימון האבן שבמיקוד או ביטול הסימון (הסימונים נשארים בערימה אחת)',
    'Enter: לקיחת האבנים המסומנות, או האבן שבמיקוד וכל האבנים שאחריה',
  ],
};

export default words;
