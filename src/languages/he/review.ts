/** The review's texts in Hebrew; the marks as Hebrew chess sites name them (אי־דיוק, טעות, טעות גסה). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** Each mark counted, as the summary lists them. */
const FORMS = {
  blunder: { one: 'טעות גסה אחת', two: 'שתי טעויות גסות', other: '# טעויות גסות' },
  mistake: { one: 'טעות אחת', two: 'שתי טעויות', other: '# טעויות' },
  inaccuracy: { one: 'אי־דיוק אחד', two: 'שני אי־דיוקים', other: '# אי־דיוקים' },
};

const words: ReviewTexts = {
  closeReview: 'סגירת הניתוח',
  betterButton: 'מהלך טוב יותר (b)',
  betterMove: (number, best, played) => `מהלך ${num('he', number)}: ${best} היה טוב יותר מ־${played}.`,
  reviewing: (done, total) =>
    `ניתוח בתהליך: ${num('he', done)} מתוך ${plural('he', total, { one: 'עמדה אחת', two: 'שתי עמדות', other: '# עמדות' })}`,
  reviewGraph: 'הערכה, מנקודת המבט של השחקן הראשון',
  reviewSteps: { first: 'התחלה', previous: 'המהלך הקודם', next: 'המהלך הבא', last: 'המהלך האחרון' },
  reviewStart: 'ההתחלה: עדיין אין מהלכים.',
  marks: {
    best: 'המהלך הטוב ביותר',
    good: 'מהלך טוב',
    inaccuracy: 'אי־דיוק',
    mistake: 'טעות',
    blunder: 'טעות גסה',
  },
  gaveAway: (from, to) => `הפך ${from === 'win' ? 'ניצחון' : 'תיקו'} ל${to === 'draw' ? 'תיקו' : 'הפסד'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `מהלך ${num('he', number)}, ${notation}: ${mark}${detail ? `, ${detail}` : ''}` +
    `${best ? `; הטוב ביותר היה ${best}` : ''}.`,
  alreadyLost: 'העמדה כבר אבודה: כל מהלך מפסיד',
  alreadyWon: 'העמדה כבר מנצחת: גם המהלך הזה מנצח, ולכן אין זו טעות',
  notValued: 'לא הוערך: המחשב לא מצא ערך לעמדה הזו במסגרת תקציב החישוב שלו',
  notValuedYet: 'עדיין לא הוערך (הניתוח בעיצומו)',
  positionValue: (value, exact, outcome) => {
    const said = [value, outcome && { win: 'ניצחון', draw: 'תיקו', loss: 'הפסד' }[outcome]].filter(Boolean);
    return `${exact ? 'ערך מדויק' : 'הערכה'}, מנקודת המבט של השחקן הראשון: ${said.join(', ')}.`;
  },
  positionNotValued: 'העמדה הזו לא הוערכה: המחשב לא מצא לה ערך במסגרת תקציב החישוב שלו.',
  positionNotValuedYet: 'העמדה הזו עדיין לא הוערכה.',
  reviewKey: { exact: 'מדויק', estimate: 'הערכה', notValued: 'לא הוערך' },
  reviewDone: (counts, notValued) => {
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => plural('he', counts[k], FORMS[k]));
    const marked = found.length > 0 ? list('he', found) : 'אין אי־דיוקים, טעויות או טעויות גסות';
    const unmarked =
      notValued > 0
        ? `; ${plural('he', notValued, { one: 'מהלך אחד לא הוערך', two: 'שני מהלכים לא הוערכו', other: '# מהלכים לא הוערכו' })}`
        : '';
    return `הניתוח הושלם: ${marked}${unmarked}.`;
  },
};

export default words;
