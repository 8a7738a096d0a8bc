/**
 * Hnefatafl's words in Portuguese; terms as Wikipedia em português («Tafl») uses them: rei, trono, atacantes and
 * defensores; Copenhagen is «Copenhague», as Brazil writes it (Portugal: «Copenhaga»).
 */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** The pieces a move took, as the object of "capturando"; `many` is CLDR's category for round millions. */
const pieces = (n: number) => plural('pt', n, { one: 'uma peça', many: '# de peças', other: '# peças' });

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'Copenhague', fetlar: 'Fetlar', tablut: 'Tablut', brandubh: 'Brandubh' })[v],
  boardLabel: (variant, size) => `Hnefatafl, regras de ${variant}, ${num('pt', size)} por ${num('pt', size)}`,
  attackers: 'atacantes',
  defenders: 'defensores',
  attacker: 'atacante',
  defender: 'defensor',
  king: 'rei',
  empty: 'vazia',
  throne: 'trono',
  corner: 'canto',
  onOpenLine: 'numa linha livre do rei',
  capture: 'captura',
  separator: ', ',
  moved: (name, from, to, captured) =>
    `${name} moveu de ${from} para ${to}${captured > 0 ? `, capturando ${pieces(captured)}` : ''}.`,
  openLines: (squares) => `O rei tem caminho livre até ${list('pt', squares)}!`,
  reasons: {
    escaped: 'O rei escapou.',
    'exit-fort': 'O rei está seguro num forte na borda do tabuleiro.',
    'king-captured': 'O rei foi capturado.',
    encircled: 'Os atacantes cercaram todos os defensores.',
    'no-moves': 'O lado que devia jogar não tinha jogadas.',
    'move-limit': 'A partida chegou a mil jogadas, o máximo permitido: empate.',
    repetition: 'A mesma posição ocorreu três vezes.',
  },
  refusals: {
    straight: (from, to) =>
      `As peças andam ao longo de uma fileira ou de uma coluna, como a torre no xadrez: ${to} não está na mesma fileira nem na mesma coluna que ${from}.`,
    blocked: (square) => `A peça em ${square} bloqueia o caminho: nenhuma peça salta por cima de outra.`,
    kingOnly: (square) => `Só o rei pode parar em ${square}.`,
    thronePass: (square) => `Nesta variante, só o rei pode atravessar o trono, que fica em ${square}.`,
    kingRange: (count) =>
      `Nesta variante, o rei anda no máximo ${plural('pt', count, { one: '# casa', many: '# de casas', other: '# casas' })}.`,
  },
  keys: [
    'Setas, Home, End: mover-se entre as casas',
    'Enter ou Espaço numa peça sua: selecioná-la; depois numa casa: movê-la para lá (Esc cancela)',
  ],
};

export default words;
