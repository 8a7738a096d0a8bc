/** The puzzle's texts in Polish (an exercise is „zadanie”, as in Polish chess problems). */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num, plural } from '../intl.js';

/** The player's own default name (the messages' `you`). */
const YOU = 'Ty';

/** "w 3 ruchach", or nothing where the puzzle gives no count. */
const within = (winIn: number | null) =>
  winIn ? ` w ${plural('pl', winIn, { one: '# ruchu', few: '# ruchach', many: '# ruchach', other: '# ruchu' })}` : '';

/** ", trudność 3 z 5" after the name, or nothing. */
const difficultyOf = (difficulty: number | null) =>
  difficulty ? `, trudność ${num('pl', difficulty)} z ${num('pl', 5)}` : '';

const words: PuzzleWords = {
  // A game of one player (Samotnik) has no side to name; a game of two judges `finish` as a win. The solver is the
  // player, so the goal speaks to them, with their side in brackets as the boards show it ("Gracz 1 (białe)").
  puzzleGoal: (side, goal, winIn) => {
    if (!side)
      return goal === 'win'
        ? 'Zostaw na planszy jeden pionek – na polu, które na początku było puste.'
        : 'Zostaw na planszy jeden pionek.';
    const lead = side === YOU ? 'Twój ruch' : `Twój ruch (${side})`;
    if (goal === 'win' || goal === 'finish') return `${lead}: wygraj${within(winIn)}.`;
    if (goal === 'draw') return `${lead}: utrzymaj remis.`;
    return `${lead}: za każdym razem znajdź najlepszy ruch.`;
  },
  puzzleCorrect: 'Dobrze!',
  puzzleWrong: (move) => `Nie ${move}: spróbuj jeszcze raz.`,
  puzzleSolved: (shown) => (shown ? 'To było rozwiązanie.' : 'Rozwiązane!'),
  puzzleChecking: 'Sprawdzanie ruchu…',
  puzzleLoading: 'Wczytywanie zadania…',
  puzzleButtons: { hint: 'Podpowiedź', solution: 'Rozwiązanie', restart: 'Od nowa', next: 'Inne zadanie' },
  puzzleTitle: (id, difficulty) => `Zadanie ${id}${difficultyOf(difficulty)}`,
  puzzleOwnTitle: (difficulty) => `Twoje zadanie${difficultyOf(difficulty)}`,
  puzzleStreak: (days) => `Zadania dnia rozwiązane z rzędu: ${num('pl', days)}`,
};

export default words;
