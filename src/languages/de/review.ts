/** The review's texts in German; the marks as German chess sites name them (Ungenauigkeit, Fehler, Patzer). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** An outcome as the value of a position. */
const OUTCOMES = { win: 'Sieg', draw: 'Unentschieden', loss: 'Niederlage' };

const words: ReviewTexts = {
  closeReview: 'Analyse schließen',
  betterButton: 'Besserer Zug (b)',
  betterMove: (number, best, played) => `Zug ${num('de', number)}: ${best} war besser als ${played}.`,
  reviewing: (done, total) => `Analyse läuft: ${num('de', done)} von ${num('de', total)} Stellungen`,
  reviewGraph: 'Bewertung aus Sicht des ersten Spielers',
  reviewSteps: { first: 'Anfang', previous: 'Vorheriger Zug', next: 'Nächster Zug', last: 'Letzter Zug' },
  reviewStart: 'Ausgangsstellung: noch kein Zug.',
  marks: { best: 'bester Zug', good: 'guter Zug', inaccuracy: 'Ungenauigkeit', mistake: 'Fehler', blunder: 'Patzer' },
  gaveAway: (from, to) =>
    `aus ${from === 'win' ? 'einem Sieg' : 'einem Unentschieden'} wurde ${to === 'draw' ? 'ein Unentschieden' : 'eine Niederlage'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `Zug ${num('de', number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}${best ? `; am besten war ${best}` : ''}.`,
  alreadyLost: 'schon verloren: jeder Zug verliert',
  alreadyWon: 'schon gewonnen: der Zug gewinnt weiterhin, also kein Fehler',
  notValued: 'nicht bewertet: Der Computer hat in seiner Rechenzeit keinen Wert für diese Stellung gefunden',
  notValuedYet: 'noch nicht bewertet (die Analyse läuft)',
  positionValue: (value, exact, outcome) =>
    `${exact ? 'Exakter Wert' : 'Schätzung'} aus Sicht des ersten Spielers: ` +
    `${[value, outcome && OUTCOMES[outcome]].filter(Boolean).join(', ')}.`,
  positionNotValued:
    'Diese Stellung ist nicht bewertet: Der Computer hat in seiner Rechenzeit keinen Wert dafür gefunden.',
  positionNotValuedYet: 'Diese Stellung ist noch nicht bewertet.',
  reviewKey: { exact: 'exakt', estimate: 'Schätzung', notValued: 'nicht bewertet' },
  reviewDone: (counts, notValued) => {
    const forms = {
      blunder: { one: '# Patzer', other: '# Patzer' },
      mistake: { one: '# Fehler', other: '# Fehler' },
      inaccuracy: { one: '# Ungenauigkeit', other: '# Ungenauigkeiten' },
    };
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => plural('de', counts[k], forms[k]));
    const unmarked =
      notValued > 0 ? `; ${plural('de', notValued, { one: '# Zug', other: '# Züge' })} nicht bewertet` : '';
    return `Analyse abgeschlossen: ${found.length > 0 ? list('de', found) : 'keine Ungenauigkeit, kein Fehler, kein Patzer'}${unmarked}.`;
  },
};

export default words;
