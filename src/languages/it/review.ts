/** The review's texts in Italian; the marks as Italian chess sites name them (imprecisione, errore, errore grave). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** A count with its noun; CLDR's `many` is for round millions ("1000000 di mosse"). */
const count = (n: number, one: string, other: string) =>
  plural('it', n, { one, many: other.replace('# ', '# di '), other });

const words: ReviewTexts = {
  closeReview: 'Chiudi l’analisi',
  betterButton: 'Mossa migliore (b)',
  betterMove: (number, best, played) => `Mossa ${num('it', number)}: ${best} era migliore di ${played}.`,
  reviewing: (done, total) => `Analisi in corso: ${count(done, '# posizione', '# posizioni')} su ${num('it', total)}`,
  reviewGraph: 'Valutazione, dal punto di vista del primo giocatore',
  reviewSteps: { first: 'Inizio', previous: 'Mossa precedente', next: 'Mossa successiva', last: 'Ultima mossa' },
  reviewStart: 'Inizio: ancora nessuna mossa.',
  marks: {
    best: 'mossa migliore',
    good: 'buona mossa',
    inaccuracy: 'imprecisione',
    mistake: 'errore',
    blunder: 'errore grave',
  },
  gaveAway: (from, to) =>
    `ha trasformato ${from === 'win' ? 'una vittoria' : 'un pareggio'} in ` +
    `${to === 'draw' ? 'un pareggio' : 'una sconfitta'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `Mossa ${num('it', number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}` +
    `${best ? `; la migliore era ${best}` : ''}.`,
  alreadyLost: 'posizione già persa: ogni mossa perde',
  alreadyWon: 'posizione già vinta: questa mossa vince comunque, quindi non è un errore',
  notValued: 'non valutata: il computer non ha trovato il valore di questa posizione entro i suoi limiti di calcolo',
  notValuedYet: 'non ancora valutata (l’analisi è in corso)',
  positionValue: (value, exact, outcome) => {
    const said = [value, outcome && { win: 'vittoria', draw: 'pareggio', loss: 'sconfitta' }[outcome]];
    const view = `${exact ? 'Valore esatto' : 'Stima'}, dal punto di vista del primo giocatore`;
    return `${view}: ${said.filter(Boolean).join(', ')}.`;
  },
  positionNotValued:
    'Questa posizione non è valutata: il computer non ne ha trovato il valore entro i suoi limiti di calcolo.',
  positionNotValuedYet: 'Questa posizione non è ancora valutata.',
  reviewKey: { exact: 'valore esatto', estimate: 'stima', notValued: 'non valutata' },
  reviewDone: (counts, notValued) => {
    const forms = {
      blunder: ['# errore grave', '# errori gravi'],
      mistake: ['# errore', '# errori'],
      inaccuracy: ['# imprecisione', '# imprecisioni'],
    } as const;
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => count(counts[k], forms[k][0], forms[k][1]));
    const unmarked = notValued > 0 ? `; ${count(notValued, '# mossa non valutata', '# mosse non valutate')}` : '';
    const marked = found.length > 0 ? list('it', found) : 'né imprecisioni, né errori, né errori gravi';
    return `Analisi completata: ${marked}${unmarked}.`;
  },
};

export default words;
