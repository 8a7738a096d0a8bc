/** Hnefatafl's words in Polish; terms as Wikipedia („Hnefatafl”) uses them: król, atakujący, obrońcy, tron. */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** The player's own default name (the messages' `you`): the sentence then speaks to the player. */
const YOU = 'Ty';

/** What a move took, as the object of „zbijasz” or „zbija”: „pionka” (as in chess), „3 pionki”, „5 pionków”. */
function capturing(captured: number): string {
  return plural('pl', captured, { one: 'pionka', few: '# pionki', many: '# pionków', other: '# pionka' });
}

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'Kopenhaga', fetlar: 'Fetlar', tablut: 'Tablut', brandubh: 'Brandubh' })[v],
  boardLabel: (variant, size) => `Hnefatafl, zasady: ${variant}, ${num('pl', size)} × ${num('pl', size)}`,
  attackers: 'atakujący',
  defenders: 'obrońcy',
  attacker: 'atakujący',
  defender: 'obrońca',
  king: 'król',
  empty: 'puste',
  throne: 'tron',
  corner: 'narożnik',
  onOpenLine: 'na otwartej drodze króla',
  capture: 'bicie',
  separator: ', ',
  // "Wykonujesz ruch", not "Twój ruch", which is also the status "your turn".
  moved: (name, from, to, captured) =>
    name === YOU
      ? `Wykonujesz ruch z ${from} na ${to}${captured > 0 ? ` i zbijasz ${capturing(captured)}` : ''}.`
      : `${name} wykonuje ruch z ${from} na ${to}${captured > 0 ? ` i zbija ${capturing(captured)}` : ''}.`,
  openLines: (squares) => `Król ma otwartą drogę do ${list('pl', squares)}!`,
  reasons: {
    escaped: 'Król uciekł.',
    'exit-fort': 'Król jest bezpieczny w twierdzy przy krawędzi planszy.',
    'king-captured': 'Król został pojmany.',
    encircled: 'Atakujący otoczyli wszystkich obrońców.',
    'no-moves': 'Strona na posunięciu nie miała żadnego ruchu.',
    'move-limit': `Partia osiągnęła limit ${num('pl', 1000)} ruchów: remis.`,
    repetition: 'Pozycja powtórzyła się trzy razy.',
  },
  refusals: {
    straight: (from, to) =>
      `Pionki poruszają się wzdłuż rzędu lub kolumny, jak wieża w szachach: ${to} nie leży w jednym rzędzie ani w jednej kolumnie z ${from}.`,
    blocked: (square) => `Pionek na ${square} zagradza drogę: żaden pionek nie przeskakuje innego.`,
    kingOnly: (square) => `Tylko król może zatrzymać się na ${square}.`,
    thronePass: (square) => `W tym wariancie tylko król może przejść przez tron na ${square}.`,
    kingRange: (count) =>
      `W tym wariancie król porusza się najwyżej o ${plural('pl', count, { one: '# pole', few: '# pola', many: '# pól', other: '# pola' })}.`,
  },
  keys: [
    'Strzałki, Home, End: poruszaj się między polami',
    'Enter lub Spacja na swoim pionku: podnieś go; potem na polu: przesuń go tam (Esc odkłada pionek)',
  ],
};

export default words;
