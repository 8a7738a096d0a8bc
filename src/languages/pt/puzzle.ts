/** The puzzle's texts in Portuguese; a puzzle is a «problema», as Portuguese chess sites call them. */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the side of a game without marks (Nim). */
const YOU = 'Você';

/** Whose turn, told to the solver: "Sua vez (preto)", or just "Sua vez" when the side is the player's own name. */
const turn = (side: string) => (side === YOU ? 'Sua vez' : `Sua vez (${side})`);

/** The solver's moves to the win; `many` is CLDR's category for round millions. */
const moves = (n: number) => plural('pt', n, { one: '# jogada', many: '# de jogadas', other: '# jogadas' });

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? 'Termine com uma só peça, na casa que começou vazia.'
        : 'Termine com uma só peça.'
      : goal === 'win' || goal === 'finish'
        ? `${turn(side)}: vença${winIn ? ` em ${moves(winIn)}` : ''}.`
        : goal === 'draw'
          ? `${turn(side)}: garanta o empate.`
          : `${turn(side)}: encontre sempre a melhor jogada.`,
  puzzleCorrect: 'Correto!',
  puzzleWrong: (move) => `Não é ${move}: tente de novo.`,
  puzzleSolved: (shown) => (shown ? 'Essa era a solução.' : 'Resolvido!'),
  puzzleChecking: 'Verificando a jogada…',
  puzzleLoading: 'Carregando o problema…',
  puzzleButtons: { hint: 'Dica', solution: 'Solução', restart: 'Recomeçar', next: 'Outro problema' },
  puzzleTitle: (id, difficulty) =>
    `Problema ${id}${difficulty ? `, dificuldade ${num('pt', difficulty)} de ${num('pt', 5)}` : ''}`,
  puzzleOwnTitle: (difficulty) =>
    `Seu problema${difficulty ? `, dificuldade ${num('pt', difficulty)} de ${num('pt', 5)}` : ''}`,
  puzzleStreak: (days) => `Problemas diários resolvidos em sequência: ${num('pt', days)}`,
};

export default words;
