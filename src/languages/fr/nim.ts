/** Nim's words in French; terms as Wikipédia (« Jeux de Nim ») uses them: tas, and jetons. */
import type { NimWords } from '../../games/nim/words.js';
import { num, plural } from '../intl.js';

/** A count with its noun; CLDR's `one` covers 0 and 1 in French, `many` round millions ("1000000 de jetons"). */
const count = (n: number, one: string, other: string) =>
  plural('fr', n, { one, many: other.replace('# ', '# de '), other });

const words: NimWords = {
  boardLabel: (heaps, misere) =>
    `Nim, ${count(heaps, '# tas', '# tas')}, ` +
    `${misere ? 'qui prend le dernier jeton perd' : 'qui prend le dernier jeton gagne'}`,
  heapLabel: (heap, size) => `Tas ${num('fr', heap)}, ${size === 0 ? 'vide' : count(size, '# jeton', '# jetons')}`,
  pieceLabel: (heap, piece, size) => `Tas ${num('fr', heap)}, jeton ${num('fr', piece)} sur ${num('fr', size)}`,
  marked: 'marqué',
  hinted: 'indice',
  separator: ', ',
  emptyHeap: (heap) => `Le tas ${num('fr', heap)} est vide`,
  take: 'Prendre',
  takeCount: (n) => `Prendre ${num('fr', n)}`,
  keys: [
    'Espace : marquer le jeton actif ou retirer sa marque (les marques restent dans un seul tas)',
    'Entrée : prendre les jetons marqués, ou le jeton actif et tous ceux qui le suivent',
  ],
};

export default words;
