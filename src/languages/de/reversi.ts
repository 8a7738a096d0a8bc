/** Reversi's words in German; terms as the Deutscher Othello-Verein and Wikipedia („Othello (Spiel)“) use them. */
import { estimate, estimated, signed } from '../../games/reversi/disc-counts.js';
import type { ReversiWords } from '../../games/reversi/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name (the messages' `you`): the sentence then speaks to the player. */
const YOU = 'Du';

/** A number of discs, as the object of a verb. */
const discs = (n: number) => plural('de', n, { one: '# Stein', other: '# Steine' });

const words: ReversiWords = {
  boardLabel: (size) => `Reversi, ${num('de', size)} × ${num('de', size)}`,
  black: 'Schwarz',
  white: 'Weiß',
  empty: 'leer',
  legal: 'hier kannst du setzen',
  lastMove: 'letzter Zug',
  turned: 'gerade umgedreht',
  hinted: 'Tipp',
  separator: ', ',
  value: (n, exact) =>
    exact
      ? n === 0
        ? 'Unentschieden bei perfektem Spiel'
        : `${n > 0 ? 'Sieg mit' : 'Niederlage mit'} ${plural('de', Math.abs(n), { one: '# Stein', other: '# Steinen' })} ` +
          `${n > 0 ? 'Vorsprung' : 'Rückstand'} bei perfektem Spiel`
      : `etwa ${estimate(n, 'de')} ${plural('de', Math.abs(estimated(n)), { one: 'Stein', other: 'Steine' })}`,
  shortValue: (n, exact) => (exact ? signed(n, 'de') : estimate(n, 'de')),
  playedTurning: (name, square, turned) =>
    name === YOU
      ? `Du hast ${square} gespielt und ${discs(turned)} umgedreht.`
      : `${name} hat ${square} gespielt und ${discs(turned)} umgedreht.`,
  taken: (square) => `${square} ist schon belegt.`,
  noFlip: (square) => `${square} dreht keinen Stein um.`,
  finalCount: (black, white) => `Schwarz ${num('de', black)}, Weiß ${num('de', white)}.`,
  keys: [
    'Pfeiltasten, Pos1, Ende: zwischen den Feldern wechseln',
    'Eingabetaste oder Leertaste: auf das aktuelle Feld setzen',
    'p: passen (wenn du keinen Zug hast)',
  ],
};

export default words;
