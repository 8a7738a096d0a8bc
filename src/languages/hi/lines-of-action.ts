/** Lines of Action's words in Hindi; its original name in Devanagari, as Hindi has no name of its own for it. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'आप';

const words: LinesOfActionWords = {
  boardLabel: (size) => `लाइन्स ऑफ़ ऐक्शन, ${num('hi', size)} × ${num('hi', size)}`,
  black: 'काला',
  white: 'सफ़ेद',
  empty: 'ख़ाली',
  capture: 'विरोधी गोटी मरेगी',
  group: (n, of) => `समूह ${num('hi', n)} (कुल ${num('hi', of)})`,
  groups: (n) => plural('hi', n, { one: '# समूह', other: '# समूह' }),
  separator: ', ',
  moved: (name, from, to, captured) =>
    `${name === YOU ? 'आपकी' : `${name} की`} चाल: ${from} से ${to}${captured ? ', विरोधी की एक गोटी मारी गई' : ''}।`,
  keys: [
    'तीर कुंजियाँ, Home, End: खानों के बीच घूमें',
    'अपनी गोटी पर Enter या Space: उसे उठाएँ; फिर किसी खाने पर: वहाँ चलें (Esc से गोटी वापस रखें)',
    'p: बारी छोड़ें (जब आपके पास कोई चाल न हो)',
  ],
};

export default words;
