/** The review's texts in Ukrainian. */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** A number of moves. */
const MOVES = { one: '# хід', few: '# ходи', many: '# ходів', other: '# ходу' };

const words: ReviewTexts = {
  closeReview: 'Закрити розбір',
  betterButton: 'Кращий хід (b)',
  betterMove: (number, best, played) => `Хід ${num('uk', number)}: краще було ${best}, а не ${played}.`,
  reviewing: (done, total) =>
    `Триває розбір: ${num('uk', done)} з ${plural('uk', total, { one: '# позиції', few: '# позицій', many: '# позицій', other: '# позиції' })}`,
  reviewGraph: 'Оцінка з погляду першого гравця',
  reviewSteps: { first: 'На початок', previous: 'Попередній хід', next: 'Наступний хід', last: 'Останній хід' },
  reviewStart: 'Початок: ходів ще не було.',
  marks: {
    best: 'найкращий хід',
    good: 'добрий хід',
    inaccuracy: 'неточність',
    mistake: 'помилка',
    blunder: 'груба помилка',
  },
  gaveAway: (from, to) =>
    `${from === 'win' ? 'виграш перетворився' : 'нічия перетворилася'} на ${to === 'draw' ? 'нічию' : 'програш'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `Хід ${num('uk', number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}${best ? `; краще було ${best}` : ''}.`,
  alreadyLost: 'позиція вже програна: програє будь-який хід',
  alreadyWon: 'позиція вже виграна: хід усе одно виграє, тож це не помилка',
  notValued: 'без оцінки: комп’ютер не зміг оцінити цю позицію у межах відведеного ліміту',
  notValuedYet: 'поки без оцінки (розбір триває)',
  positionValue: (value, exact, outcome) =>
    `${exact ? 'Точна оцінка' : 'Приблизна оцінка'} з погляду першого гравця: ` +
    `${[value, outcome && { win: 'виграш', draw: 'нічия', loss: 'програш' }[outcome]].filter(Boolean).join(', ')}.`,
  positionNotValued: 'Цю позицію не оцінено: комп’ютер не зміг оцінити її у межах відведеного ліміту.',
  positionNotValuedYet: 'Цю позицію ще не оцінено.',
  reviewKey: { exact: 'точна оцінка', estimate: 'приблизна оцінка', notValued: 'без оцінки' },
  reviewDone: (counts, notValued) => {
    const forms = {
      blunder: { one: '# груба помилка', few: '# грубі помилки', many: '# грубих помилок', other: '# грубої помилки' },
      mistake: { one: '# помилка', few: '# помилки', many: '# помилок', other: '# помилки' },
      inaccuracy: { one: '# неточність', few: '# неточності', many: '# неточностей', other: '# неточності' },
    };
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => plural('uk', counts[k], forms[k]));
    const unmarked = notValued > 0 ? `; без оцінки: ${plural('uk', notValued, MOVES)}` : '';
    return `Розбір завершено: ${found.length > 0 ? list('uk', found) : 'жодної неточності, помилки чи грубої помилки'}${unmarked}.`;
  },
};

export default words;
