/** Lines of Action's words in Hindi; its original name in Devanagari, as Hindi has no name of its own for it. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'आप';

/** A line of the board; the sentences name it after «जिस», «उसी» and «में», which take any gender. */
const lines = { row: 'पंक्ति', column: 'कॉलम', diagonal: 'तिरछी पंक्ति' };

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
  refusals: {
    distance: (from, line, count) =>
      `${from} की गोटी जिस ${lines[line]} में है, उसमें कुल ${plural('hi', count, { one: '# गोटी है', other: '# गोटियाँ हैं' })}, इसलिए वह उसी ${lines[line]} में ठीक ${plural('hi', count, { one: '# खाना', other: '# खाने' })} चलेगी।`,
    jumpEnemy: (from, over) =>
      `${from} की गोटी अपनी गोटियों को लाँघ सकती है, विरोधी की गोटियों को नहीं: ${over} की गोटी रास्ते में है।`,
    ownPiece: (to) => `${to} पर आपकी अपनी गोटी है: गोटी किसी ख़ाली खाने पर जाती है या विरोधी गोटी को मारती है।`,
    notALine: (from, to) =>
      `गोटी पंक्ति, कॉलम या तिरछी पंक्ति में चलती है: ${to} न ${from} की पंक्ति में है, न उसके कॉलम में, न उसकी किसी तिरछी पंक्ति में।`,
  },
  keys: [
    'तीर कुंजियाँ, Home, End: खानों के बीच घूमें',
    'अपनी गोटी पर Enter या Space: उसे उठाएँ; फिर किसी खाने पर: वहाँ चलें (Esc से गोटी वापस रखें)',
    'p: बारी छोड़ें (जब आपके पास कोई चाल न हो)',
  ],
};

export default words;
