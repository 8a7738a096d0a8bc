/** Hnefatafl's words in German; terms as Wikipedia („Hnefatafl“) uses them: König, Angreifer, Verteidiger, Thron. */
import type { HnefataflWords } from '../../games/hnefatafl/words.js';
import { list, num, plural } from '../intl.js';

/** The player's own default name (the messages' `you`): the sentence then speaks to the player. */
const YOU = 'Du';

/** What a move took, in the words of its announcement, after "hat" or "hast". */
function capturing(captured: number): string {
  return plural('de', captured, { one: 'eine Figur', other: '# Figuren' });
}

const words: HnefataflWords = {
  variantName: (v) => ({ copenhagen: 'Kopenhagen', fetlar: 'Fetlar', tablut: 'Tablut', brandubh: 'Brandubh' })[v],
  boardLabel: (variant, size) => `Hnefatafl, Regeln: ${variant}, ${num('de', size)} × ${num('de', size)}`,
  attackers: 'Angreifer',
  defenders: 'Verteidiger',
  attacker: 'Angreifer',
  defender: 'Verteidiger',
  king: 'König',
  empty: 'leer',
  throne: 'Thron',
  corner: 'Eckfeld',
  onOpenLine: 'auf der freien Bahn des Königs',
  capture: 'hier wird geschlagen',
  separator: ', ',
  moved: (name, from, to, captured) =>
    name === YOU
      ? `Du bist von ${from} nach ${to} gezogen${captured > 0 ? ` und hast ${capturing(captured)} geschlagen` : ''}.`
      : `${name} ist von ${from} nach ${to} gezogen${captured > 0 ? ` und hat ${capturing(captured)} geschlagen` : ''}.`,
  openLines: (squares) => `Der König hat freie Bahn nach ${list('de', squares)}!`,
  reasons: {
    escaped: 'Der König ist entkommen.',
    'exit-fort': 'Der König ist in einer Festung am Rand in Sicherheit.',
    'king-captured': 'Der König wurde gefangen genommen.',
    encircled: 'Die Angreifer haben alle Verteidiger eingeschlossen.',
    'no-moves': 'Die Seite am Zug konnte nicht ziehen.',
    'move-limit': `Die Partie hat die Höchstgrenze von ${num('de', 1000)} Zügen erreicht: Unentschieden.`,
    repetition: 'Die Stellung hat sich dreimal wiederholt.',
  },
  refusals: {
    straight: (from, to) =>
      `Figuren ziehen entlang einer Reihe oder Spalte, wie der Turm im Schach: ${to} liegt weder in derselben Reihe noch in derselben Spalte wie ${from}.`,
    blocked: (square) => `Die Figur auf ${square} steht im Weg: Keine Figur springt über eine andere.`,
    kingOnly: (square) => `Nur der König darf auf ${square} stehen bleiben.`,
    thronePass: (square) => `In dieser Variante darf nur der König über den Thron auf ${square} hinwegziehen.`,
    kingRange: (count) =>
      `In dieser Variante zieht der König höchstens ${plural('de', count, { one: '# Feld', other: '# Felder' })} weit.`,
  },
  keys: [
    'Pfeiltasten, Pos1, Ende: zwischen den Feldern wechseln',
    'Eingabetaste oder Leertaste auf deiner Figur: sie aufnehmen; dann auf einem Feld: dorthin ziehen (Esc setzt sie wieder ab)',
  ],
};

export default words;
