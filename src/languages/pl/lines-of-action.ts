/** Lines of Action's words in Polish; the game keeps its English name, as Polish sources give it; pionki, grupy, bicie. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name (the messages' `you`): the sentence then speaks to the player. */
const YOU = 'Ty';

/** A line of the board: where pieces stand on it ("w rzędzie") and the line to move along ("wzdłuż tego rzędu"). */
const lines = {
  row: { on: 'W rzędzie', along: 'wzdłuż tego rzędu' },
  column: { on: 'W kolumnie', along: 'wzdłuż tej kolumny' },
  diagonal: { on: 'Na przekątnej', along: 'wzdłuż tej przekątnej' },
};

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
  refusals: {
    distance: (from, line, count) =>
      `${lines[line].on} pola ${from} ${plural('pl', count, { one: 'stoi # pionek', few: 'stoją # pionki', many: 'stoi # pionków', other: 'stoi # pionka' })}, więc pionek z ${from} przesuwa się ${lines[line].along} dokładnie o ${plural('pl', count, { one: '# pole', few: '# pola', many: '# pól', other: '# pola' })}.`,
    jumpEnemy: (from, over) =>
      `Pionek z ${from} może przeskakiwać własne pionki, ale nie pionki przeciwnika: drogę zagradza pionek na ${over}.`,
    ownPiece: (to) => `Na ${to} stoi twój własny pionek: pionek kończy ruch na pustym polu albo bije.`,
    notALine: (from, to) =>
      `Pionek porusza się wzdłuż rzędu, kolumny lub przekątnej: ${to} nie leży na żadnej linii przechodzącej przez ${from}.`,
  },
  keys: [
    'Strzałki, Home, End: poruszaj się między polami',
    'Enter lub Spacja na swoim pionku: podnieś go; potem na polu: przesuń go tam (Esc odkłada pionek)',
    'p: pas (gdy nie masz ruchu)',
  ],
};

export default words;
