/** Tic-tac-toe's words in Hindi; «टिक-टैक-टो», as Indian game apps name it, with its खाने. */
import type { TicTacToeWords } from '../../games/tictactoe/words.js';
import { num } from '../intl.js';

const words: TicTacToeWords = {
  boardLabel: (size, winLength) =>
    `टिक-टैक-टो, ${num('hi', size)} × ${num('hi', size)}, एक सीध में ${num('hi', winLength)} निशान बनाने वाले की जीत`,
  empty: 'ख़ाली',
  winningLine: 'जीत की कतार',
  lastMove: 'पिछली चाल',
  hinted: 'सुझाव',
  separator: ', ',
  taken: (cell) => `${cell} वाला खाना पहले से भरा है।`,
  digitKeys: '1 से 9: पढ़ने के क्रम में किसी खाने पर निशान लगाएँ',
};

export default words;
