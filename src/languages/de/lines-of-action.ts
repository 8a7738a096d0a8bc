/** Lines of Action's words in German; terms as Wikipedia („Lines of Action“) uses them: Steine, Gruppen, schlagen. */
import type { LinesOfActionWords } from '../../games/lines-of-action/words.js';
import { num, plural } from '../intl.js';

/** The player's own default name (the messages' `you`): the sentence then speaks to the player. */
const YOU = 'Du';

/** A line of the board, all three feminine: "auf der Reihe", "entlang dieser Reihe". */
const lines = { row: 'Reihe', column: 'Spalte', diagonal: 'Diagonale' };

const words: LinesOfActionWords = {
  boardLabel: (size) => `Lines of Action, ${num('de', size)} × ${num('de', size)}`,
  black: 'Schwarz',
  white: 'Weiß',
  empty: 'leer',
  capture: 'hier wird geschlagen',
  group: (n, of) => `Gruppe ${num('de', n)} von ${num('de', of)}`,
  groups: (n) => plural('de', n, { one: '# Gruppe', other: '# Gruppen' }),
  separator: ', ',
  moved: (name, from, to, captured) =>
    name === YOU
      ? `Du bist von ${from} nach ${to} gezogen${captured ? ' und hast geschlagen' : ''}.`
      : `${name} ist von ${from} nach ${to} gezogen${captured ? ' und hat geschlagen' : ''}.`,
  refusals: {
    distance: (from, line, count) =>
      `Auf der ${lines[line]} durch ${from} ${plural('de', count, { one: 'steht # Stein', other: 'stehen # Steine' })}, also zieht der Stein auf ${from} genau ${plural('de', count, { one: '# Feld', other: '# Felder' })} entlang dieser ${lines[line]}.`,
    jumpEnemy: (from, over) =>
      `Der Stein auf ${from} darf eigene Steine überspringen, gegnerische nicht: Der Stein auf ${over} steht im Weg.`,
    ownPiece: (to) => `Auf ${to} steht einer deiner Steine: Ein Stein zieht auf ein leeres Feld oder schlägt.`,
    notALine: (from, to) =>
      `Ein Stein zieht entlang einer Reihe, einer Spalte oder einer Diagonale: ${to} liegt auf keiner Linie durch ${from}.`,
  },
  keys: [
    'Pfeiltasten, Pos1, Ende: zwischen den Feldern wechseln',
    'Eingabetaste oder Leertaste auf deinem Stein: ihn aufnehmen; dann auf einem Feld: dorthin ziehen (Esc setzt ihn wieder ab)',
    'p: passen (wenn du keinen Zug hast)',
  ],
};

export default words;
