/** Peg solitaire's words in Spanish; «Senku», its name in Wikipedia en español, with its fichas and casillas. */
import type { Variant } from '../../games/peg-solitaire/rules.js';
import type { PegSolitaireWords } from '../../games/peg-solitaire/words.js';
import { plural } from '../intl.js';

/** A count with its noun; `many` is CLDR's category for round millions ("un millón de fichas"). */
const count = (n: number, one: string, other: string) =>
  plural('es', n, { one, many: other.replace('# ', '# de '), other });

/** The pegs left, as a sentence begins. */
const left = (n: number) => count(n, 'Queda # ficha', 'Quedan # fichas');

const variantNames: Record<Variant, string> = {
  english: 'tablero inglés',
  french: 'tablero francés',
  wiegleb: 'tablero de Wiegleb',
  diamond: 'tablero en rombo',
  triangle: 'tablero triangular',
};

const words: PegSolitaireWords = {
  boardLabel: (variant, holes) => `Senku, ${variantNames[variant]}, ${count(holes, '# casilla', '# casillas')}`,
  peg: 'ficha',
  hole: 'casilla vacía',
  startHole: 'casilla inicial',
  deadEnd: 'callejón sin salida',
  allDeadEnds: 'todos sus saltos llevan a un callejón sin salida',
  separator: ', ',
  pegsLeft: left,
  central: 'Una sola ficha, en la casilla inicial: ¡resuelto a la perfección!',
  onePeg: 'Una sola ficha: ¡resuelto!',
  stuck: (n) => `No hay más saltos posibles: ${count(n, 'queda # ficha', 'quedan # fichas')}.`,
  noLongerCentral: 'La última ficha ya no puede terminar en la casilla inicial.',
  noLongerOnePeg: 'Ya no es posible terminar con una sola ficha.',
  deadEndPegs: (n) =>
    count(
      n,
      '# ficha rodeada con un círculo solo lleva a callejones sin salida.',
      '# fichas rodeadas con un círculo solo llevan a callejones sin salida.',
    ),
  jumped: (from, to, pegs) => `Salto de ${from} a ${to}; ${count(pegs, 'queda # ficha', 'quedan # fichas')}.`,
  solve: 'Resolver',
  solving: 'Resolviendo…',
  refusals: {
    notAJump: (from, to) =>
      `Una ficha salta en línea recta por encima de la ficha de al lado y cae en la casilla vacía que hay justo detrás: ir de ${from} a ${to} no es un salto de ese tipo.`,
    noPeg: (from) => `No hay ninguna ficha en ${from} con la que saltar.`,
    nothingToJump: (from, to, over) =>
      `El salto de ${from} a ${to} pasaría por encima de ${over}, que está vacía: una ficha salta por encima de otra ficha.`,
    holeFull: (to) => `En ${to} ya hay una ficha: un salto termina en una casilla vacía.`,
  },
  keys: [
    'Flechas, Inicio, Fin: moverse entre las casillas',
    'Enter o Espacio sobre una ficha: seleccionarla; luego sobre una casilla vacía: saltar allí (Esc cancela)',
    'h: pista, un salto que deja la partida con solución',
  ],
};

export default words;
