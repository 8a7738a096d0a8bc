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

/** A line of the board, all three feminine: «sulla riga», «lungo questa riga». */
const lines = { row: 'riga', column: 'colonna', diagonal: 'diagonale' };

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
  refusals: {
    distance: (from, line, count) =>
      `Sulla ${lines[line]} di ${from} ${plural('it', count, { one: 'c’è # pedina', many: 'ci sono # di pedine', other: 'ci sono # pedine' })}, quindi la pedina in ${from} si sposta esattamente di ${plural('it', count, { one: '# casella', many: '# di caselle', other: '# caselle' })} lungo questa ${lines[line]}.`,
    jumpEnemy: (from, over) =>
      `La pedina in ${from} può scavalcare le proprie pedine, non quelle avversarie: la pedina in ${over} blocca il passaggio.`,
    ownPiece: (to) =>
      `In ${to} c’è già una tua pedina: una pedina si ferma su una casella vuota o su una pedina avversaria, catturandola.`,
    notALine: (from, to) =>
      `Una pedina si muove lungo una riga, una colonna o una diagonale: ${to} non si trova su nessuna linea che passa per ${from}.`,
  },
  keys: [
    'Frecce, Home, Fine: muoversi tra le caselle',
    'Invio o Spazio su una tua pedina: prenderla; poi su una casella: spostarla lì (Esc la rimette giù)',
    'p: passare (quando non hai mosse possibili)',
  ],
};

export default words;
