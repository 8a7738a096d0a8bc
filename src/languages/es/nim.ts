/** Nim's words in Spanish; terms as Wikipedia en español («Nim (juego)») uses them: montones, and fichas. */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** A count with its noun; `many` is CLDR's category for round millions ("un millón de fichas"). */
const count = (n: number, one: string, other: string) =>
  plural('es', n, { one, many: other.replace('# ', '# de '), other });

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `Nim, ${count(heaps, '# montón', '# montones')}, ` +
    `${misere ? 'pierde quien se lleva la última ficha' : 'gana quien se lleva la última ficha'}`,
  heapLabel: (heap, size) => `Montón ${num('es', heap)}, ${size === 0 ? 'vacío' : count(size, '# ficha', '# fichas')}`,
  pieceLabel: (heap, piece, size) => `Montón ${num('es', heap)}, ficha ${num('es', piece)} de ${num('es', size)}`,
  marked: 'marcada',
  hinted: 'pista',
  separator: ', ',
  emptyHeap: (heap) => `El montón ${num('es', heap)} está vacío`,
  take: 'Retirar',
  takeCount: (n) => `Retirar ${num('es', n)}`,
  keys: [
    'Espacio: marcar o desmarcar la ficha activa (las marcas quedan en un solo montón)',
    'Enter: retirar las fichas marcadas, o la ficha activa y todas las que le siguen',
  ],
};

export default words;
