/**
 * Lines of Action's words in Portuguese; the game keeps its original name, as Portuguese sources do, and its pieces
 * are peças pretas and brancas.
 */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** A line of the board, all three feminine: «na fileira», «ao longo dessa fileira»; rows are fileiras, as in chess. */
const lines = { row: 'fileira', column: 'coluna', diagonal: 'diagonal' };

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
  refusals: {
    distance: (from, line, count) =>
      `Há ${plural('pt', count, { one: '# peça', many: '# de peças', other: '# peças' })} na ${lines[line]} de ${from}, então a peça em ${from} anda exatamente ${plural('pt', count, { one: '# casa', many: '# de casas', other: '# casas' })} ao longo dessa ${lines[line]}.`,
    jumpEnemy: (from, over) =>
      `A peça em ${from} pode saltar por cima das peças da mesma cor, mas não das do adversário: a peça em ${over} bloqueia o caminho.`,
    ownPiece: (to) =>
      `Já há uma peça sua em ${to}: uma peça vai para uma casa vazia ou captura uma peça do adversário.`,
    notALine: (from, to) =>
      `Uma peça anda ao longo de uma fileira, uma coluna ou uma diagonal: ${to} não está em nenhuma linha que passe por ${from}.`,
  },
  keys: [
    'Setas, Home, End: mover-se entre as casas',
    'Enter ou Espaço numa peça sua: selecioná-la; depois numa casa: movê-la para lá (Esc cancela)',
    'p: passar a vez (quando não houver jogada)',
  ],
};

export default words;
