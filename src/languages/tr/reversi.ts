/** Reversi's words in Turkish; terms as Vikipedi («Reversi») uses them: siyah and beyaz taşlar, çevirmek, pas. */
import { estimate, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name, as `messages.ts` gives it: the sentence then speaks to the player. */
const YOU = 'Sen';

/** A number of discs; a Turkish noun stays singular after a number ("1 taş", "5 taş"). */
const discs = (n: number) => plural('tr', n, { one: '# taş', other: '# taş' });

const words: ReversiWords = {
  boardLabel: (size) => `Reversi, ${num('tr', size)} × ${num('tr', size)}`,
  black: 'siyah',
  white: 'beyaz',
  empty: 'boş',
  legal: 'buraya oynayabilirsin',
  lastMove: 'son hamle',
  turned: 'az önce çevrildi',
  hinted: 'ipucu',
  separator: ', ',
  value: (n, exact) =>
    exact
      ? n === 0
        ? 'kusursuz oyunla berabere'
        : `kusursuz oyunla ${discs(Math.abs(n))} farkla ${n > 0 ? 'galibiyet' : 'yenilgi'}`
      : `yaklaşık ${estimate(n, 'tr')} taş`,
  shortValue: (n, exact) => (exact ? signed(n, 'tr') : estimate(n, 'tr')),
  playedTurning: (name, square, turned) =>
    name === YOU
      ? `Oynadın: ${square}; ${discs(turned)} çevrildi.`
      : `${name} oynadı: ${square}; ${discs(turned)} çevrildi.`,
  taken: (square) => `${square} karesi dolu.`,
  noFlip: (square) => `${square} karesine oynamak hiçbir taşı çevirmiyor.`,
  finalCount: (black, white) => `Siyah ${num('tr', black)}, beyaz ${num('tr', white)}.`,
  keys: [
    'Ok tuşları, Home, End: kareler arasında gezin',
    'Enter veya Boşluk: odaktaki kareye oyna',
    'p: pas geç (hamlen yokken)',
  ],
};

export default words;
