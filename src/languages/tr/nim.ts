/** Nim's words in Turkish; terms as Vikipedi («Nim») uses them: yığın, with taş for the pieces. */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** A number of pieces; a Turkish noun stays singular after a number ("1 taş", "5 taş"). */
const pieces = (n: number) => plural('tr', n, { one: '# taş', other: '# taş' });

/** A heap by its number, as an ordinal: "2. yığın". */
const heapNo = (heap: number) => `${num('tr', heap)}. yığın`;

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `Nim, ${num('tr', heaps)} yığın, ${misere ? 'son taşı alan kaybeder' : 'son taşı alan kazanır'}`,
  heapLabel: (heap, size) => `${heapNo(heap)}, ${pieces(size)}`,
  pieceLabel: (heap, piece, size) => `${heapNo(heap)}, ${num('tr', piece)}. taş (toplam ${num('tr', size)})`,
  marked: 'işaretli',
  hinted: 'ipucu',
  separator: ', ',
  emptyHeap: (heap) => `${heapNo(heap)} boş`,
  take: 'Al',
  takeCount: (count) => `${pieces(count)} al`,
  keys: [
    'Boşluk: odaktaki taşı işaretle ya da işaretini kaldır (işaretler tek bir yığında kalır)',
    'Enter: işaretli taşları al ya da odaktaki taşı ve ondan sonraki bütün taşları al',
  ],
};

export default words;
