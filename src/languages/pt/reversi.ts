/**
 * Reversi's words in Portuguese; terms as Wikipedia em português («Reversi») and Brazilian rule sheets use them: peças,
 * passar a vez.
 */
import { estimate, estimated, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num, plural } from '../intl.js';

/** A number of discs; `many` is CLDR's category for round millions. */
const discs = (n: number) => plural('pt', n, { one: '# peça', many: '# de peças', other: '# peças' });

/** An estimate in words: its signed count and the noun that count takes (singular below 2, as in "1,5 peça"). */
function about(value: number): string {
  const shown = estimate(value, 'pt');
  const noun = plural('pt', Math.abs(estimated(value)), {
    one: 'peça',
    many: 'de peças',
    other: 'peças',
  });
  return `cerca de ${shown} ${noun}`;
}

const words: ReversiWords = {
  boardLabel: (size) => `Reversi, ${num('pt', size)} por ${num('pt', size)}`,
  black: 'preto',
  white: 'branco',
  empty: 'vazia',
  legal: 'você pode jogar aqui',
  lastMove: 'última jogada',
  turned: 'acabou de ser virada',
  hinted: 'dica',
  separator: ', ',
  value: (n, exact) =>
    exact
      ? n === 0
        ? 'empate com jogo perfeito'
        : `${n > 0 ? 'vitória' : 'derrota'} por ${discs(Math.abs(n))} com jogo perfeito`
      : about(n),
  shortValue: (n, exact) => (exact ? signed(n, 'pt') : estimate(n, 'pt')),
  playedTurning: (name, square, turned) => `${name} jogou ${square} e virou ${discs(turned)}.`,
  taken: (square) => `A casa ${square} está ocupada.`,
  noFlip: (square) => `Jogar em ${square} não vira nenhuma peça.`,
  finalCount: (black, white) => `Preto ${num('pt', black)}, branco ${num('pt', white)}.`,
  keys: [
    'Setas, Home, End: mover-se entre as casas',
    'Enter ou Espaço: jogar na casa em foco',
    'p: passar a vez (quando não houver jogada)',
  ],
};

export default words;
