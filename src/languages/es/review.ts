/** The review's texts in Spanish; the marks as Spanish chess sites name them (imprecisión, error, error grave). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** A count with its noun; `many` is CLDR's category for round millions ("un millón de jugadas"). */
const count = (n: number, one: string, other: string) =>
  plural('es', n, { one, many: other.replace('# ', '# de '), other });

const words: ReviewTexts = {
  closeReview: 'Cerrar la revisión',
  betterButton: 'Mejor jugada (b)',
  betterMove: (number, best, played) => `Jugada ${num('es', number)}: ${best} era mejor que ${played}.`,
  reviewing: (done, total) => `Revisando: ${num('es', done)} de ${num('es', total)} posiciones`,
  reviewGraph: 'Evaluación, desde el punto de vista del primer jugador',
  reviewSteps: { first: 'Inicio', previous: 'Jugada anterior', next: 'Jugada siguiente', last: 'Última jugada' },
  reviewStart: 'Posición inicial: aún no hay jugadas.',
  marks: {
    best: 'la mejor jugada',
    good: 'buena jugada',
    inaccuracy: 'imprecisión',
    mistake: 'error',
    blunder: 'error grave',
  },
  gaveAway: (from, to) =>
    `convirtió ${from === 'win' ? 'una victoria' : 'un empate'} en ${to === 'draw' ? 'empate' : 'derrota'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `Jugada ${num('es', number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}` +
    `${best ? `; la mejor era ${best}` : ''}.`,
  alreadyLost: 'la posición ya estaba perdida: todas las jugadas pierden',
  alreadyWon: 'la posición ya estaba ganada: esta jugada también gana, así que no es un error',
  notValued: 'sin evaluar: la computadora no halló el valor de esta posición dentro de su límite de cálculo',
  notValuedYet: 'aún sin evaluar (la revisión está en curso)',
  positionValue: (value, exact, outcome) => {
    const said = [value, outcome && { win: 'victoria', draw: 'empate', loss: 'derrota' }[outcome]];
    return `${exact ? 'Valor exacto' : 'Estimación'}, para el primer jugador: ${said.filter(Boolean).join(', ')}.`;
  },
  positionNotValued: 'Esta posición no está evaluada: la computadora no halló su valor dentro de su límite de cálculo.',
  positionNotValuedYet: 'Esta posición aún no está evaluada.',
  reviewKey: { exact: 'exacto', estimate: 'estimación', notValued: 'sin evaluar' },
  reviewDone: (counts, notValued) => {
    const forms = {
      blunder: ['# error grave', '# errores graves'],
      mistake: ['# error', '# errores'],
      inaccuracy: ['# imprecisión', '# imprecisiones'],
    } as const;
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => count(counts[k], forms[k][0], forms[k][1]));
    const unmarked = notValued > 0 ? `; ${count(notValued, '# jugada', '# jugadas')} sin evaluar` : '';
    const marked = found.length > 0 ? list('es', found) : 'sin imprecisiones, errores ni errores graves';
    return `Revisión terminada: ${marked}${unmarked}.`;
  },
};

export default words;
