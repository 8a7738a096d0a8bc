/** Nim's words in Italian; terms as Wikipedia in italiano («Nim») uses them: mucchi, and gettoni. */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** A count with its noun; CLDR's `many` is for round millions ("1000000 di gettoni"). */
const count = (n: number, one: string, other: string) =>
  plural('it', n, { one, many: other.replace('# ', '# di '), other });

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `Nim, ${count(heaps, '# mucchio', '# mucchi')}, ` +
    `${misere ? 'chi prende l’ultimo gettone perde' : 'chi prende l’ultimo gettone vince'}`,
  heapLabel: (heap, size) =>
    `Mucchio ${num('it', heap)}, ${size === 0 ? 'vuoto' : count(size, '# gettone', '# gettoni')}`,
  pieceLabel: (heap, piece, size) => `Mucchio ${num('it', heap)}, gettone ${num('it', piece)} di ${num('it', size)}`,
  marked: 'segnato',
  hinted: 'suggerimento',
  separator: ', ',
  emptyHeap: (heap) => `Il mucchio ${num('it', heap)} è vuoto`,
  take: 'Prendi',
  takeCount: (n) => `Prendi ${num('it', n)}`,
  keys: [
    'Spazio: segnare il gettone attivo o togliergli il segno (i segni restano in un solo mucchio)',
    'Invio: prendere i gettoni segnati, oppure il gettone attivo e tutti quelli che lo seguono',
  ],
};

export default words;
