/** Lines of Action's words in Polish; the game keeps its English name, as Polish sources give it; pionki, grupy, bicie. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name (the messages' `you`): the sentence then speaks to the player. */
const YOU = 'Ty';

const words: LinesOfActionWords = {
  boardLabel: (size) => `Lines of Action, ${num('pl', size)} × ${num('pl', size)}`,
  black: 'czarne',
  white: 'białe',
  empty: 'puste',
  capture: 'bicie',
  group: (n, of) => `grupa ${num('pl', n)} z ${num('pl', of)}`,
  groups: (n) => plural('pl', n, { one: '# grupa', few: '# grupy', many: '# grup', other: '# grupy' }),
  separator: ', ',
  // "Wykonujesz ruch", not "Twój ruch", which is also the status "your turn".
  moved: (name, from, to, captured) =>
    `${name === YOU ? 'Wykonujesz' : `${name} wykonuje`} ruch z ${from} na ${to}${captured ? ' z biciem' : ''}.`,
  keys: [
    'Strzałki, Home, End: poruszaj się między polami',
    'Enter lub Spacja na swoim pionku: podnieś go; potem na polu: przesuń go tam (Esc odkłada pionek)',
    'p: pas (gdy nie masz ruchu)',
  ],
};

export default words;
