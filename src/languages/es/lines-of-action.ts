/**
 * Lines of Action's words in Spanish; the game keeps its original name, as Wikipedia en español («LOA») does, and
 * its pieces are «fichas» negras and blancas there.
 */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Tú';

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
  keys: [
    'Flechas, Inicio, Fin: moverse entre las casillas',
    'Enter o Espacio sobre una ficha tuya: seleccionarla; luego sobre una casilla: moverla allí (Esc cancela)',
    'p: pasar (cuando no tienes jugada)',
  ],
};

export default words;
