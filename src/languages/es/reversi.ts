/** Reversi's words in Spanish; terms as Wikipedia en español («Reversi») uses them: fichas, pasar. */
import { estimate, estimated, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Tú';

/** A number of discs; `many` is CLDR's category for round millions. */
const discs = (n: number) => plural('es', n, { one: '# ficha', many: '# de fichas', other: '# fichas' });

/** An estimate in words: its signed count and the noun that count takes. */
function about(value: number): string {
  const shown = estimate(value, 'es');
  const noun = plural('es', Math.abs(estimated(value)), {
    one: 'ficha',
    many: 'de fichas',
    other: 'fichas',
  });
  return `cerca de ${shown} ${noun}`;
}

const words: ReversiWords = {
  boardLabel: (size) => `Reversi, ${num('es', size)} por ${num('es', size)}`,
  black: 'negro',
  white: 'blanco',
  empty: 'vacía',
  legal: 'puedes jugar aquí',
  lastMove: 'última jugada',
  turned: 'recién volteada',
  hinted: 'pista',
  separator: ', ',
  value: (n, exact) =>
    exact
      ? n === 0
        ? 'empate con juego perfecto'
        : `${n > 0 ? 'victoria' : 'derrota'} por ${discs(Math.abs(n))} con juego perfecto`
      : about(n),
  shortValue: (n, exact) => (exact ? signed(n, 'es') : estimate(n, 'es')),
  playedTurning: (name, square, turned) =>
    name === YOU
      ? `Jugaste ${square} y volteaste ${discs(turned)}.`
      : `${name} jugó ${square} y volteó ${discs(turned)}.`,
  taken: (square) => `La casilla ${square} está ocupada.`,
  noFlip: (square) => `Jugar en ${square} no voltea ninguna ficha.`,
  finalCount: (black, white) => `Negro ${num('es', black)}, blanco ${num('es', white)}.`,
  keys: [
    'Flechas, Inicio, Fin: moverse entre las casillas',
    'Enter o Espacio: jugar en la casilla activa',
    'p: pasar (cuando no tienes jugada)',
  ],
};

export default words;
