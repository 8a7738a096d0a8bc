/** Lines of Action's words in Turkish; the game keeps its original name, as Turkish has none of its own. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Sen';

/** A line of the board: where a piece stands on it ("satırda") and the line itself, for "boyunca". */
const lines = {
  row: { at: 'satırda', line: 'satır' },
  column: { at: 'sütunda', line: 'sütun' },
  diagonal: { at: 'köşegende', line: 'köşegen' },
};

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
  refusals: {
    distance: (from, line, count) =>
      `${from} karesinin bulunduğu ${lines[line].at} ${num('tr', count)} taş var, bu yüzden oradaki taş bu ${lines[line].line} boyunca tam ${num('tr', count)} kare gider.`,
    jumpEnemy: (from, over) =>
      `${from} karesindeki taş kendi taşlarının üzerinden atlayabilir, rakip taşların üzerinden atlayamaz: ${over} karesindeki taş yolu kapatıyor.`,
    ownPiece: (to) => `${to} karesinde kendi taşın var: taş ya boş bir kareye gider ya da rakip taşı alır.`,
    notALine: (from, to) =>
      `Taş satır, sütun ya da köşegen boyunca gider: ${to} karesi, ${from} karesiyle aynı satırda, sütunda ya da köşegende değil.`,
  },
  keys: [
    'Ok tuşları, Home, End: kareler arasında gezin',
    'Kendi taşının üzerinde Enter veya Boşluk: taşı seç; sonra bir karede: oraya sür (Esc taşı bırakır)',
    'p: pas geç (hamlen yokken)',
  ],
};

export default words;
