/**
 * Lines of Action's words in Portuguese; the game keeps its original name, as Portuguese sources do, and its pieces
 * are peças pretas and brancas.
 */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

const words: LinesOfActionWords = {
  boardLabel: (size) => `Lines of Action, ${num('pt', size)} por ${num('pt', size)}`,
  black: 'preto',
  white: 'branco',
  empty: 'vazia',
  capture: 'captura',
  group: (n, of) => `grupo ${num('pt', n)} de ${num('pt', of)}`,
  // `many` is CLDR's category for round millions.
  groups: (n) => plural('pt', n, { one: '# grupo', many: '# de grupos', other: '# grupos' }),
  separator: ', ',
  moved: (name, from, to, captured) => `${name} moveu de ${from} para ${to}${captured ? ', com captura' : ''}.`,
  keys: [
    'Setas, Home, End: mover-se entre as casas',
    'Enter ou Espaço numa peça sua: selecioná-la; depois numa casa: movê-la para lá (Esc cancela)',
    'p: passar a vez (quando não houver jogada)',
  ],
};

export default words;
