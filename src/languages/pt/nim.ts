/** Nim's words in Portuguese; terms as Wikipedia em português («Nim») and Brazilian schoolbooks use them: pilhas. */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** A count with its noun; `many` is CLDR's category for round millions ("1 milhão de peças"). */
const count = (n: number, one: string, other: string) =>
  plural('pt', n, { one, many: other.replace('# ', '# de '), other });

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `Nim, ${count(heaps, '# pilha', '# pilhas')}, ` +
    `${misere ? 'quem tirar a última peça perde' : 'quem tirar a última peça vence'}`,
  // An empty heap says so: Portuguese would put a count of zero in the singular ("0 peça").
  heapLabel: (heap, size) => `Pilha ${num('pt', heap)}, ${size === 0 ? 'vazia' : count(size, '# peça', '# peças')}`,
  pieceLabel: (heap, piece, size) => `Pilha ${num('pt', heap)}, peça ${num('pt', piece)} de ${num('pt', size)}`,
  marked: 'marcada',
  hinted: 'dica',
  separator: ', ',
  emptyHeap: (heap) => `A pilha ${num('pt', heap)} está vazia`,
  take: 'Retirar',
  takeCount: (n) => `Retirar ${num('pt', n)}`,
  keys: [
    'Espaço: marcar ou desmarcar a peça em foco (as marcas ficam numa só pilha)',
    'Enter: retirar as peças marcadas, ou a peça em foco e todas as seguintes',
  ],
};

export default words;
