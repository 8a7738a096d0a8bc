/** Reversi's words in Italian; terms as the Federazione Nazionale Gioco Othello and Wikipedia in italiano use them. */
import { estimate, estimated, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
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

/** A whole number of discs, one of them said as a word ("una pedina"); CLDR's `many` is for round millions. */
const discs = (n: number) => plural('it', n, { one: 'una pedina', many: '# di pedine', other: '# pedine' });

/** An estimate in words: its signed count and the noun that count takes. */
function about(value: number): string {
  const shown = estimate(value, 'it');
  const noun = plural('it', Math.abs(estimated(value)), {
    one: 'pedina',
    many: 'di pedine',
    other: 'pedine',
  });
  return `circa ${shown} ${noun}`;
}

const words: ReversiWords = {
  boardLabel: (size) => `Reversi, ${num('it', size)} per ${num('it', size)}`,
  black: 'nero',
  white: 'bianco',
  empty: 'vuota',
  legal: 'puoi giocare qui',
  lastMove: 'ultima mossa',
  turned: 'pedina appena girata',
  hinted: 'suggerimento',
  separator: ', ',
  value: (n, exact) =>
    exact
      ? n === 0
        ? 'pareggio con gioco perfetto'
        : `${n > 0 ? 'vittoria' : 'sconfitta'} di ${discs(Math.abs(n))} con gioco perfetto`
      : about(n),
  shortValue: (n, exact) => (exact ? signed(n, 'it') : estimate(n, 'it')),
  playedTurning: (name, square, turned) =>
    name === YOU
      ? `Hai giocato ${square} e girato ${discs(turned)}.`
      : `${SUBJECTS[name] ?? name} ha giocato ${square} e girato ${discs(turned)}.`,
  taken: (square) => `La casella ${square} è occupata.`,
  noFlip: (square) => `Giocando in ${square} non si gira nessuna pedina.`,
  finalCount: (black, white) => `Punteggio: Nero ${num('it', black)}, Bianco ${num('it', white)}.`,
  keys: [
    'Frecce, Home, Fine: muoversi tra le caselle',
    'Invio o Spazio: giocare nella casella attiva',
    'p: passare (quando non hai mosse possibili)',
  ],
};

export default words;
