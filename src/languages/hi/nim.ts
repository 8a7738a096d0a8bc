/** Nim's words in Hindi; «निम» with plain everyday terms: ढेर for the heaps, गोटी for the pieces. */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** A number of pieces: "1 गोटी", "5 गोटियाँ". */
const pieces = (n: number) => plural('hi', n, { one: '# गोटी', other: '# गोटियाँ' });

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `निम, ${num('hi', heaps)} ढेर, ${misere ? 'आख़िरी गोटी उठाने वाले की हार' : 'आख़िरी गोटी उठाने वाले की जीत'}`,
  heapLabel: (heap, size) => `ढेर ${num('hi', heap)}, ${size === 0 ? 'ख़ाली' : pieces(size)}`,
  pieceLabel: (heap, piece, size) => `ढेर ${num('hi', heap)}, गोटी ${num('hi', piece)} (कुल ${num('hi', size)})`,
  marked: 'चुनी हुई',
  hinted: 'सुझाव',
  separator: ', ',
  emptyHeap: (heap) => `ढेर ${num('hi', heap)} ख़ाली है`,
  take: 'उठाएँ',
  takeCount: (count) => `${pieces(count)} उठाएँ`,
  keys: [
    'Space: फ़ोकस वाली गोटी चुनें या उसका चुनाव हटाएँ (चुनाव एक ही ढेर में रहता है)',
    'Enter: चुनी हुई गोटियाँ उठाएँ, या फ़ोकस वाली गोटी और उसके बाद की सारी गोटियाँ उठाएँ',
  ],
};

export default words;
