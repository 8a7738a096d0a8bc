/** The puzzle's texts in French; a puzzle is a « problème », as French chess sites call them. */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the side of a game without marks (Nim). */
const YOU = 'Vous';

/** Whose turn, told to the solver: "À vous de jouer (noir)", or without the side when it is the player's own name. */
const turn = (side: string) => (side === YOU ? 'À vous de jouer' : `À vous de jouer (${side})`);

/** The solver's moves to the win; CLDR's `many` is for round millions. */
const moves = (n: number) => plural('fr', n, { one: '# coup', many: '# de coups', other: '# coups' });

/** A difficulty out of five. */
const difficulty = (d: number) => `, difficulté ${num('fr', d)} sur ${num('fr', 5)}`;

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? 'Terminez avec un seul pion, dans le trou laissé vide au départ.'
        : 'Terminez avec un seul pion.'
      : goal === 'win' || goal === 'finish'
        ? `${turn(side)} : gagnez${winIn ? ` en ${moves(winIn)}` : ''}.`
        : goal === 'draw'
          ? `${turn(side)} : assurez la nulle.`
          : `${turn(side)} : trouvez chaque fois le meilleur coup.`,
  puzzleCorrect: 'Bien joué !',
  puzzleWrong: (move) => `Ce n’est pas ${move} : réessayez.`,
  puzzleSolved: (shown) => (shown ? 'C’était la solution.' : 'Résolu !'),
  puzzleChecking: 'Vérification du coup…',
  puzzleLoading: 'Chargement du problème…',
  puzzleButtons: { hint: 'Indice', solution: 'Solution', restart: 'Recommencer', next: 'Autre problème' },
  puzzleTitle: (id, d) => `Problème ${id}${d ? difficulty(d) : ''}`,
  puzzleOwnTitle: (d) => `Votre problème${d ? difficulty(d) : ''}`,
  puzzleStreak: (days) => `Problèmes quotidiens résolus d’affilée : ${num('fr', days)}`,
};

export default words;
