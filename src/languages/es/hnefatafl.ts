/**
 * Hnefatafl's words in Spanish; terms as Wikipedia en español («Hnefatafl») uses them: rey, trono, atacantes and
 * defensores.
 */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Tú';

/** The pieces a move took, as the object of "capturó"; `many` is CLDR's category for round millions. */
const pieces = (n: number) => plural('es', n, { one: 'una pieza', many: '# de piezas', other: '# piezas' });

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'Copenhague', fetlar: 'Fetlar', tablut: 'Tablut', brandubh: 'Brandubh' })[v],
  boardLabel: (variant, size) => `Hnefatafl, reglas de ${variant}, ${num('es', size)} por ${num('es', size)}`,
  attackers: 'atacantes',
  defenders: 'defensores',
  attacker: 'atacante',
  defender: 'defensor',
  king: 'rey',
  empty: 'vacía',
  throne: 'trono',
  corner: 'esquina',
  onOpenLine: 'en una línea libre del rey',
  capture: 'captura',
  separator: ', ',
  moved: (name, from, to, captured) =>
    name === YOU
      ? `Moviste de ${from} a ${to}${captured > 0 ? ` y capturaste ${pieces(captured)}` : ''}.`
      : `${name} movió de ${from} a ${to}${captured > 0 ? ` y capturó ${pieces(captured)}` : ''}.`,
  openLines: (squares) => `¡El rey tiene vía libre hacia ${list('es', squares)}!`,
  reasons: {
    escaped: 'El rey escapó.',
    'exit-fort': 'El rey está a salvo en un fuerte en el borde del tablero.',
    'king-captured': 'El rey fue capturado.',
    encircled: 'Los atacantes rodearon a todos los defensores.',
    'no-moves': 'El bando al que le tocaba mover no tenía jugadas.',
    'move-limit': 'La partida llegó a mil jugadas, el máximo permitido: empate.',
    repetition: 'La misma posición se repitió tres veces.',
  },
  refusals: {
    straight: (from, to) =>
      `Las piezas se mueven a lo largo de una fila o una columna, como la torre en el ajedrez: ${to} no está en la misma fila ni en la misma columna que ${from}.`,
    blocked: (square) => `La pieza de ${square} cierra el paso: ninguna pieza salta por encima de otra.`,
    kingOnly: (square) => `Solo el rey puede detenerse en ${square}.`,
    thronePass: (square) => `En esta variante, solo el rey puede cruzar el trono, que está en ${square}.`,
    kingRange: (count) =>
      `En esta variante, el rey se mueve como máximo ${plural('es', count, { one: '# casilla', many: '# de casillas', other: '# casillas' })}.`,
  },
  keys: [
    'Flechas, Inicio, Fin: moverse entre las casillas',
    'Enter o Espacio sobre una pieza tuya: seleccionarla; luego sobre una casilla: moverla allí (Esc cancela)',
  ],
};

export default words;
