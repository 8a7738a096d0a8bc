/** Nim's words in Polish; terms as Wikipedia („Nim”) uses them: stosy, z których bierze się żetony. */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** A number of pieces, in the nominative or accusative. */
const pieces = (n: number) =>
  plural('pl', n, { one: '# żeton', few: '# żetony', many: '# żetonów', other: '# żetonu' });

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `Nim, ${plural('pl', heaps, { one: '# stos', few: '# stosy', many: '# stosów', other: '# stosu' })}, ` +
    `${misere ? 'kto weźmie ostatni żeton, przegrywa' : 'kto weźmie ostatni żeton, wygrywa'}`,
  heapLabel: (heap, size) => `Stos ${num('pl', heap)}, ${pieces(size)}`,
  pieceLabel: (heap, piece, size) => `Stos ${num('pl', heap)}, żeton ${num('pl', piece)} z ${num('pl', size)}`,
  marked: 'zaznaczony',
  hinted: 'podpowiedź',
  separator: ', ',
  emptyHeap: (heap) => `Stos ${num('pl', heap)} jest pusty`,
  take: 'Weź',
  takeCount: (count) => `Weź ${pieces(count)}`,
  keys: [
    'Spacja: zaznacz aktywny żeton albo usuń zaznaczenie (zaznaczać można tylko w jednym stosie)',
    'Enter: weź zaznaczone żetony albo aktywny żeton i wszystkie po nim',
  ],
};

export default words;
