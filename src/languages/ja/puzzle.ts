/** The puzzle's texts in Japanese; goals worded as Japanese Go and Othello problems are (「黒番」「〜手で勝ち」). */
import type { PuzzleWords } from '../../element/puzzle/puzzle-words.js';
import { num } from '../intl.js';

const n = (x: number) => num('ja', x);

/** "（難易度3/5）" after the name, or nothing. */
const difficultyOf = (difficulty: number | null) => (difficulty ? `（難易度${n(difficulty)}/${n(5)}）` : '');

const words: PuzzleWords = {
  // A game of one player (peg solitaire) has no side to name; a game of two judges `finish` as a win.
  puzzleGoal: (side, goal, winIn) =>
    !side
      ? goal === 'win'
        ? '最初に空いていた穴にペグを1本だけ残してください。'
        : 'ペグを1本だけ残してください。'
      : goal === 'win' || goal === 'finish'
        ? `${side}の番です。${winIn ? `${n(winIn)}手で` : ''}勝ってください。`
        : goal === 'draw'
          ? `${side}の番です。引き分けに持ち込んでください。`
          : `${side}の番です。毎回最善手を見つけてください。`,
  puzzleCorrect: '正解！',
  puzzleWrong: (move) => `${move}ではありません。もう一度どうぞ。`,
  puzzleSolved: (shown) => (shown ? 'これが正解の手順でした。' : '解けました！'),
  puzzleChecking: '手を確認しています…',
  puzzleLoading: '問題を読み込んでいます…',
  puzzleButtons: { hint: 'ヒント', solution: '解答', restart: 'やり直す', next: '次の問題' },
  puzzleTitle: (id, difficulty) => `問題${id}${difficultyOf(difficulty)}`,
  puzzleOwnTitle: (difficulty) => `オリジナル問題${difficultyOf(difficulty)}`,
  puzzleStreak: (days) => `デイリー問題の連続正解：${n(days)}日`,
};

export default words;
