/** The review's texts in Polish; the marks as Polish chess sites name them (niedokładność, błąd, poważny błąd). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** An outcome as the value of a position. */
const OUTCOMES = { win: 'wygrana', draw: 'remis', loss: 'przegrana' };

const words: ReviewTexts = {
  closeReview: 'Zamknij analizę',
  betterButton: 'Lepszy ruch (b)',
  betterMove: (number, best, played) => `Ruch ${num('pl', number)}: ${best} był lepszy niż ${played}.`,
  reviewing: (done, total) => `Analiza: ${num('pl', done)} z ${num('pl', total)} pozycji`,
  reviewGraph: 'Ocena z perspektywy pierwszego gracza',
  reviewSteps: { first: 'Początek', previous: 'Poprzedni ruch', next: 'Następny ruch', last: 'Ostatni ruch' },
  reviewStart: 'Pozycja początkowa: przed pierwszym ruchem.',
  marks: {
    best: 'najlepszy ruch',
    good: 'dobry ruch',
    inaccuracy: 'niedokładność',
    mistake: 'błąd',
    blunder: 'poważny błąd',
  },
  gaveAway: (from, to) => `zamienił ${from === 'win' ? 'wygraną' : 'remis'} w ${to === 'draw' ? 'remis' : 'przegraną'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `Ruch ${num('pl', number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}${best ? `; najlepszy ruch: ${best}` : ''}.`,
  alreadyLost: 'pozycja już przegrana: każdy ruch przegrywa',
  alreadyWon: 'pozycja już wygrana: ten ruch nadal wygrywa, więc to nie błąd',
  notValued: 'bez oceny: w swoim limicie obliczeń komputer nie znalazł oceny tej pozycji',
  notValuedYet: 'jeszcze bez oceny (analiza trwa)',
  positionValue: (value, exact, outcome) =>
    `${exact ? 'Dokładna ocena' : 'Ocena szacunkowa'} z perspektywy pierwszego gracza: ` +
    `${[value, outcome && OUTCOMES[outcome]].filter(Boolean).join(', ')}.`,
  positionNotValued: 'Ta pozycja nie ma oceny: w swoim limicie obliczeń komputer jej nie znalazł.',
  positionNotValuedYet: 'Ta pozycja nie ma jeszcze oceny.',
  reviewKey: { exact: 'ocena dokładna', estimate: 'ocena szacunkowa', notValued: 'bez oceny' },
  reviewDone: (counts, notValued) => {
    const forms = {
      blunder: {
        one: '# poważny błąd',
        few: '# poważne błędy',
        many: '# poważnych błędów',
        other: '# poważnego błędu',
      },
      mistake: { one: '# błąd', few: '# błędy', many: '# błędów', other: '# błędu' },
      inaccuracy: {
        one: '# niedokładność',
        few: '# niedokładności',
        many: '# niedokładności',
        other: '# niedokładności',
      },
    };
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => plural('pl', counts[k], forms[k]));
    const moves = { one: '# ruch', few: '# ruchy', many: '# ruchów', other: '# ruchu' };
    const unmarked = notValued > 0 ? `; ${plural('pl', notValued, moves)} bez oceny` : '';
    return `Analiza zakończona: ${found.length > 0 ? list('pl', found) : 'brak niedokładności, błędów i poważnych błędów'}${unmarked}.`;
  },
};

export default words;
