/** The puzzle's texts in Spanish; a puzzle is a «problema», as Spanish chess sites call them. */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the side of a game without marks (Nim). */
const YOU = 'Tú';

/** Whose turn, told to the solver: "Tu turno (negro)", or just "Tu turno" when the side is the player's own name. */
const turn = (side: string) => (side === YOU ? 'Tu turno' : `Tu turno (${side})`);

/** The solver's moves to the win; `many` is CLDR's category for round millions. */
const moves = (n: number) => plural('es', n, { one: '# jugada', many: '# de jugadas', other: '# jugadas' });

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? 'Termina con una sola ficha, en la casilla que empezó vacía.'
        : 'Termina con una sola ficha.'
      : goal === 'win' || goal === 'finish'
        ? `${turn(side)}: gana${winIn ? ` en ${moves(winIn)}` : ''}.`
        : goal === 'draw'
          ? `${turn(side)}: asegura el empate.`
          : `${turn(side)}: encuentra siempre la mejor jugada.`,
  puzzleCorrect: '¡Correcto!',
  puzzleWrong: (move) => `No es ${move}: inténtalo de nuevo.`,
  puzzleSolved: (shown) => (shown ? 'Esa era la solución.' : '¡Resuelto!'),
  puzzleChecking: 'Verificando la jugada…',
  puzzleLoading: 'Cargando el problema…',
  puzzleButtons: { hint: 'Pista', solution: 'Solución', restart: 'Reiniciar', next: 'Otro problema' },
  puzzleTitle: (id, difficulty) =>
    `Problema ${id}${difficulty ? `, dificultad ${num('es', difficulty)} de ${num('es', 5)}` : ''}`,
  puzzleOwnTitle: (difficulty) =>
    `Tu problema${difficulty ? `, dificultad ${num('es', difficulty)} de ${num('es', 5)}` : ''}`,
  puzzleStreak: (days) => `Problemas diarios resueltos seguidos: ${num('es', days)}`,
};

export default words;
