/** The puzzle's texts in Turkish; a puzzle is a «bulmaca», as Turkish chess sites call them. */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the side of a game without marks (Nim). */
const YOU = 'Sen';

/** Whose turn, told to the solver: "Sıra sende (siyah)", or just "Sıra sende" when the side is the player's name. */
const turn = (side: string) => (side === YOU ? 'Sıra sende' : `Sıra sende (${side})`);

/** "zorluk 3/5". */
const difficultyOf = (d: number | null) => (d ? `, zorluk ${num('tr', d)}/${num('tr', 5)}` : '');

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? 'Oyunu tek taşla, başta boş olan delikte bitir.'
        : 'Oyunu tek taşla bitir.'
      : goal === 'win' || goal === 'finish'
        ? `${turn(side)}: ${winIn ? `${num('tr', winIn)} hamlede ` : ''}kazan.`
        : goal === 'draw'
          ? `${turn(side)}: beraberliği koru.`
          : `${turn(side)}: her seferinde en iyi hamleyi bul.`,
  puzzleCorrect: 'Doğru!',
  puzzleWrong: (move) => `${move} değil: yeniden dene.`,
  puzzleSolved: (shown) => (shown ? 'Çözüm buydu.' : 'Çözüldü!'),
  puzzleChecking: 'Hamle kontrol ediliyor…',
  puzzleLoading: 'Bulmaca yükleniyor…',
  puzzleButtons: { hint: 'İpucu', solution: 'Çözüm', restart: 'Baştan başla', next: 'Başka bulmaca' },
  puzzleTitle: (id, difficulty) => `Bulmaca ${id}${difficultyOf(difficulty)}`,
  puzzleOwnTitle: (difficulty) => `Senin bulmacan${difficultyOf(difficulty)}`,
  puzzleStreak: (days) => `Art arda çözülen günlük bulmaca: ${num('tr', days)}`,
};

export default words;
