/** Nim's words in German; terms as Wikipedia („Nim-Spiel“) uses them: Haufen, Steine, Misère. */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** A number of pieces. */
const pieces = (n: number) => plural('de', n, { one: '# Stein', other: '# Steine' });

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `Nim, ${num('de', heaps)} Haufen, ${misere ? 'wer den letzten Stein nimmt, verliert' : 'wer den letzten Stein nimmt, gewinnt'}`,
  heapLabel: (heap, size) => `Haufen ${num('de', heap)}, ${pieces(size)}`,
  pieceLabel: (heap, piece, size) => `Haufen ${num('de', heap)}, Stein ${num('de', piece)} von ${num('de', size)}`,
  marked: 'markiert',
  hinted: 'Tipp',
  separator: ', ',
  emptyHeap: (heap) => `Haufen ${num('de', heap)} ist leer`,
  take: 'Nehmen',
  takeCount: (count) => `${pieces(count)} nehmen`,
  keys: [
    'Leertaste: aktuellen Stein markieren oder Markierung aufheben (Markierungen nur in einem Haufen)',
    'Eingabetaste: markierte Steine nehmen oder den aktuellen Stein und alle Steine danach',
  ],
};

export default words;
