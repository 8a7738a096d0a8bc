/**
 * Lines of Action's words in Spanish; the game keeps its original name, as Wikipedia en español («LOA») does, and
 * its pieces are «fichas» negras and blancas there.
 */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Tú';

/** A line of the board, all three feminine: «en la fila», «a lo largo de esa fila». */
const lines = { row: 'fila', column: 'columna', diagonal: 'diagonal' };

const words: LinesOfActionWords = {
  boardLabel: (size) => `Lines of Action, ${num('es', size)} por ${num('es', size)}`,
  black: 'negro',
  white: 'blanco',
  empty: 'vacía',
  capture: 'captura',
  group: (n, of) => `grupo ${num('es', n)} de ${num('es', of)}`,
  // `many` is CLDR's category for round millions.
  groups: (n) => plural('es', n, { one: '# grupo', many: '# de grupos', other: '# grupos' }),
  separator: ', ',
  moved: (name, from, to, captured) =>
    `${name === YOU ? 'Moviste' : `${name} movió`} de ${from} a ${to}${captured ? ', con captura' : ''}.`,
  refusals: {
    distance: (from, line, count) =>
      `Hay ${plural('es', count, { one: '# ficha', many: '# de fichas', other: '# fichas' })} en la ${lines[line]} de ${from}, así que la ficha de ${from} se mueve exactamente ${plural('es', count, { one: '# casilla', many: '# de casillas', other: '# casillas' })} a lo largo de esa ${lines[line]}.`,
    jumpEnemy: (from, over) =>
      `La ficha de ${from} puede saltar por encima de las fichas de su color, pero no de las del rival: la ficha de ${over} le cierra el paso.`,
    ownPiece: (to) => `En ${to} ya hay una ficha tuya: una ficha va a una casilla vacía o captura una ficha del rival.`,
    notALine: (from, to) =>
      `Una ficha se mueve a lo largo de una fila, una columna o una diagonal: ${to} no está en ninguna línea que pase por ${from}.`,
  },
  keys: [
    'Flechas, Inicio, Fin: moverse entre las casillas',
    'Enter o Espacio sobre una ficha tuya: seleccionarla; luego sobre una casilla: moverla allí (Esc cancela)',
    'p: pasar (cuando no tienes jugada)',
  ],
};

export default words;
