/**
 * Lines of Action's words in Italian; the game keeps its English name, as Wikipedia in italiano («Lines of Action»)
 * does, with its pedine.
 */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Tu';

/** The other default names of `messages.ts`, as a sentence's subject says them. */
const SUBJECTS: Readonly<Record<string, string>> = {
  Computer: 'Il computer',
  Avversario: 'L’avversario',
  'Giocatore 1': 'Il giocatore 1',
  'Giocatore 2': 'Il giocatore 2',
};

const words: LinesOfActionWords = {
  boardLabel: (size) => `Lines of Action, ${num('it', size)} per ${num('it', size)}`,
  black: 'nero',
  white: 'bianco',
  empty: 'vuota',
  capture: 'cattura',
  group: (n, of) => `gruppo ${num('it', n)} di ${num('it', of)}`,
  // CLDR's `many` is for round millions.
  groups: (n) => plural('it', n, { one: '# gruppo', many: '# di gruppi', other: '# gruppi' }),
  separator: ', ',
  moved: (name, from, to, captured) =>
    `${name === YOU ? 'Hai' : `${SUBJECTS[name] ?? name} ha`} spostato una pedina da ${from} a ${to}` +
    `${captured ? ' e catturato una pedina avversaria' : ''}.`,
  keys: [
    'Frecce, Home, Fine: muoversi tra le caselle',
    'Invio o Spazio su una tua pedina: prenderla; poi su una casella: spostarla lì (Esc la rimette giù)',
    'p: passare (quando non hai mosse possibili)',
  ],
};

export default words;
