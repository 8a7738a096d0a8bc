/** Reversi's words in Hindi; «रिवर्सी» with the words Indian board-game players use: गोटी, पलटना, बारी छोड़ना. */
import { estimate, estimated, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'आप';

/** A number of discs before "से" (by), in the oblique: "1 गोटी से", "4 गोटियों से". */
const byDiscs = (n: number) => plural('hi', n, { one: '# गोटी से', other: '# गोटियों से' });

/** The discs a move turned, with the verb agreeing: "1 गोटी पलटी", "3 गोटियाँ पलटीं". */
const turnedDiscs = (n: number) => plural('hi', n, { one: '# गोटी पलटी', other: '# गोटियाँ पलटीं' });

/** An estimate in words: its signed count and the noun that count takes. */
function about(value: number): string {
  const shown = estimate(value, 'hi');
  const noun = plural('hi', Math.abs(estimated(value)), { one: 'गोटी', other: 'गोटियाँ' });
  return `लगभग ${shown} ${noun}`;
}

const words: ReversiWords = {
  boardLabel: (size) => `रिवर्सी, ${num('hi', size)} × ${num('hi', size)}`,
  black: 'काला',
  white: 'सफ़ेद',
  empty: 'ख़ाली',
  legal: 'यहाँ चाल चल सकते हैं',
  lastMove: 'पिछली चाल',
  turned: 'अभी-अभी पलटी',
  hinted: 'सुझाव',
  separator: ', ',
  value: (n, exact) =>
    exact ? (n === 0 ? 'सटीक खेल पर बराबरी' : `सटीक खेल पर ${byDiscs(Math.abs(n))} ${n > 0 ? 'जीत' : 'हार'}`) : about(n),
  shortValue: (n, exact) => (exact ? signed(n, 'hi') : estimate(n, 'hi')),
  playedTurning: (name, square, turned) =>
    name === YOU
      ? `आपकी चाल: ${square}, ${turnedDiscs(turned)}।`
      : `${name} की चाल: ${square}, ${turnedDiscs(turned)}।`,
  taken: (square) => `${square} पर पहले से गोटी है।`,
  noFlip: (square) => `${square} पर चलने से कोई गोटी नहीं पलटती।`,
  finalCount: (black, white) => `काला ${num('hi', black)}, सफ़ेद ${num('hi', white)}।`,
  keys: [
    'तीर कुंजियाँ, Home, End: खानों के बीच घूमें',
    'Enter या Space: फ़ोकस वाले खाने पर चाल चलें',
    'p: बारी छोड़ें (जब आपके पास कोई चाल न हो)',
  ],
};

export default words;
