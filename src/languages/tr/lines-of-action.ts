/** Lines of Action's words in Turkish; the game keeps its original name, as Turkish has none of its own. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Sen';

const words: LinesOfActionWords = {
  boardLabel: (size) => `Lines of Action, ${num('tr', size)} × ${num('tr', size)}`,
  black: 'siyah',
  white: 'beyaz',
  empty: 'boş',
  capture: 'rakip taşı alır',
  group: (n, of) => `${num('tr', n)}. grup (toplam ${num('tr', of)})`,
  // A Turkish noun stays singular after a number: "1 grup", "3 grup".
  groups: (n) => plural('tr', n, { one: '# grup', other: '# grup' }),
  separator: ', ',
  moved: (name, from, to, captured) =>
    name === YOU
      ? `Taşını ${from} karesinden ${to} karesine sürdün${captured ? ' ve rakibin bir taşını aldın' : ''}.`
      : `${name} taşını ${from} karesinden ${to} karesine sürdü${captured ? ' ve rakibinin bir taşını aldı' : ''}.`,
  keys: [
    'Ok tuşları, Home, End: kareler arasında gezin',
    'Kendi taşının üzerinde Enter veya Boşluk: taşı seç; sonra bir karede: oraya sür (Esc taşı bırakır)',
    'p: pas geç (hamlen yokken)',
  ],
};

export default words;
