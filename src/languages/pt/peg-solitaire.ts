/**
 * Peg solitaire's words in Portuguese; «Resta Um», its Brazilian name (Wikipedia em português), rather than the
 * «Solitário» of Portugal, with its peças and casas.
 */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { plural } from '../intl.js';

/** A count with its noun; `many` is CLDR's category for round millions ("1 milhão de peças"). */
const count = (n: number, one: string, other: string) =>
  plural('pt', n, { one, many: other.replace('# ', '# de '), other });

const variantNames: Record<Variant, string> = {
  english: 'tabuleiro inglês',
  french: 'tabuleiro francês',
  wiegleb: 'tabuleiro de Wiegleb',
  diamond: 'tabuleiro em losango',
  triangle: 'tabuleiro triangular',
};

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) => `Resta Um, ${variantNames[variant]}, ${count(holes, '# casa', '# casas')}`,
  peg: 'peça',
  hole: 'casa vazia',
  startHole: 'casa inicial',
  deadEnd: 'beco sem saída',
  allDeadEnds: 'todos os saltos dela levam a um beco sem saída',
  separator: ', ',
  pegsLeft: (n) => count(n, 'Resta # peça', 'Restam # peças'),
  central: 'Resta uma peça, na casa inicial: solução perfeita!',
  onePeg: 'Resta uma peça: resolvido!',
  stuck: (n) => `Não há mais saltos possíveis: ${count(n, 'resta # peça', 'restam # peças')}.`,
  noLongerCentral: 'A última peça já não pode terminar na casa inicial.',
  noLongerOnePeg: 'Já não é possível terminar com uma só peça.',
  deadEndPegs: (n) =>
    count(
      n,
      '# peça marcada com um círculo só leva a becos sem saída.',
      '# peças marcadas com um círculo só levam a becos sem saída.',
    ),
  jumped: (from, to, pegs) => `Salto de ${from} para ${to}; ${count(pegs, 'resta # peça', 'restam # peças')}.`,
  solve: 'Resolver',
  solving: 'Resolvendo…',
  refusals: {
    notAJump: (from, to) =>
      `Uma peça salta em linha reta por cima da peça vizinha e cai na casa vazia logo atrás dela: ir de ${from} para ${to} não é um salto desse tipo.`,
    noPeg: (from) => `Não há nenhuma peça em ${from} para saltar.`,
    nothingToJump: (from, to, over) =>
      `O salto de ${from} para ${to} passaria por cima de ${over}, que está vazia: uma peça salta por cima de outra peça.`,
    holeFull: (to) => `Já há uma peça em ${to}: um salto termina numa casa vazia.`,
  },
  keys: [
    'Setas, Home, End: mover-se entre as casas',
    'Enter ou Espaço numa peça: selecioná-la; depois numa casa vazia: saltar para lá (Esc cancela)',
    'h: dica, um salto que deixa a partida com solução',
  ],
};

export default words;
