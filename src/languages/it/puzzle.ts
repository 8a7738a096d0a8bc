/** The puzzle's texts in Italian; a puzzle is a «problema», as Italian chess sites call them. */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the side of a game without marks (Nim). */
const YOU = 'Tu';

/** Whose turn, told to the solver: "Tocca a te (nero)", or without the side when it is the player's own name. */
const turn = (side: string) => (side === YOU ? 'Tocca a te' : `Tocca a te (${side})`);

/** The solver's moves to the win; CLDR's `many` is for round millions. */
const moves = (n: number) => plural('it', n, { one: '# mossa', many: '# di mosse', other: '# mosse' });

/** A difficulty out of five. */
const difficulty = (d: number) => `, difficoltà ${num('it', d)} su ${num('it', 5)}`;

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? 'Termina con una sola pedina, nel foro rimasto vuoto all’inizio.'
        : 'Termina con una sola pedina.'
      : goal === 'win' || goal === 'finish'
        ? `${turn(side)}: vinci${winIn ? ` in ${moves(winIn)}` : ''}.`
        : goal === 'draw'
          ? `${turn(side)}: assicurati il pareggio.`
          : `${turn(side)}: trova ogni volta la mossa migliore.`,
  puzzleCorrect: 'Esatto!',
  puzzleWrong: (move) => `Non è ${move}: riprova.`,
  puzzleSolved: (shown) => (shown ? 'Era questa la soluzione.' : 'Risolto!'),
  puzzleChecking: 'Verifica della mossa…',
  puzzleLoading: 'Caricamento del problema…',
  puzzleButtons: { hint: 'Suggerimento', solution: 'Soluzione', restart: 'Ricomincia', next: 'Un altro problema' },
  puzzleTitle: (id, d) => `Problema ${id}${d ? difficulty(d) : ''}`,
  puzzleOwnTitle: (d) => `Il tuo problema${d ? difficulty(d) : ''}`,
  puzzleStreak: (days) => `Problemi quotidiani risolti di fila: ${num('it', days)}`,
};

export default words;
