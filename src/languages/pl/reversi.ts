/** Reversi's words in Polish; terms as Wikipedia („Reversi”) and kurnik.pl use them: pionki, odwracanie, pas. */
import { estimate, estimated, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name (the messages' `you`): the sentence then speaks to the player. */
const YOU = 'Ty';

/** A number of discs, in the nominative or accusative. */
const discs = (n: number) =>
  plural('pl', n, { one: '# pionek', few: '# pionki', many: '# pionków', other: '# pionka' });

const words: ReversiWords = {
  boardLabel: (size) => `Reversi, ${num('pl', size)} × ${num('pl', size)}`,
  black: 'czarne',
  white: 'białe',
  empty: 'puste',
  legal: 'możesz tu zagrać',
  lastMove: 'ostatni ruch',
  turned: 'pionek właśnie odwrócony',
  hinted: 'podpowiedź',
  separator: ', ',
  value: (n, exact) =>
    exact
      ? n === 0
        ? 'remis przy idealnej grze'
        : `${n > 0 ? 'wygrana' : 'przegrana'} różnicą ` +
          `${plural('pl', Math.abs(n), { one: '# pionka', few: '# pionków', many: '# pionków', other: '# pionka' })} ` +
          'przy idealnej grze'
      : `szacunkowo ${estimate(n, 'pl')} ` +
        `${plural('pl', Math.abs(estimated(n)), { one: 'pionek', few: 'pionki', many: 'pionków', other: 'pionka' })}`,
  shortValue: (n, exact) => (exact ? signed(n, 'pl') : estimate(n, 'pl')),
  playedTurning: (name, square, turned) =>
    name === YOU
      ? `Zagrywasz ${square} i odwracasz ${discs(turned)}.`
      : `${name} zagrywa ${square} i odwraca ${discs(turned)}.`,
  taken: (square) => `Pole ${square} jest zajęte.`,
  noFlip: (square) => `Ruch na ${square} nie odwraca żadnego pionka.`,
  finalCount: (black, white) => `Czarne ${num('pl', black)}, białe ${num('pl', white)}.`,
  keys: [
    'Strzałki, Home, End: poruszaj się między polami',
    'Enter lub Spacja: zagraj na aktywnym polu',
    'p: pas (gdy nie masz ruchu)',
  ],
};

export default words;
