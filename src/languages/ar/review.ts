/** The review's texts in Arabic; the marks as Arabic chess sites name them (نقلة غير دقيقة، خطأ، خطأ فادح). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** Moves counted on their own (a subject): "نقلتان", "٣ نقلات", "١١ نقلة". */
const moves = (n: number) =>
  plural('ar', n, { one: 'نقلة واحدة', two: 'نقلتان', few: '# نقلات', many: '# نقلة', other: '# نقلة' });

/** Positions counted after "من" (genitive): "من وضعيتين", "من ٤٠ وضعية". */
const positions = (n: number) =>
  plural('ar', n, { one: 'وضعية واحدة', two: 'وضعيتين', few: '# وضعيات', many: '# وضعية', other: '# وضعية' });

/** Each mark counted on its own, as the summary lists them. */
const FORMS = {
  blunder: {
    one: 'خطأ فادح واحد',
    two: 'خطآن فادحان',
    few: '# أخطاء فادحة',
    many: '# خطأً فادحًا',
    other: '# خطأ فادح',
  },
  mistake: { one: 'خطأ واحد', two: 'خطآن', few: '# أخطاء', many: '# خطأً', other: '# خطأ' },
  inaccuracy: {
    one: 'نقلة واحدة غير دقيقة',
    two: 'نقلتان غير دقيقتين',
    few: '# نقلات غير دقيقة',
    many: '# نقلة غير دقيقة',
    other: '# نقلة غير دقيقة',
  },
};

const words: ReviewTexts = {
  closeReview: 'إغلاق المراجعة',
  betterButton: 'نقلة أفضل (b)',
  betterMove: (number, best, played) => `النقلة ${num('ar', number)}: ${best} كانت أفضل من ${played}.`,
  reviewing: (done, total) => `جارٍ المراجعة: ${num('ar', done)} من ${positions(total)}`,
  reviewGraph: 'التقييم من منظور اللاعب الأول',
  reviewSteps: { first: 'البداية', previous: 'النقلة السابقة', next: 'النقلة التالية', last: 'النقلة الأخيرة' },
  reviewStart: 'البداية: لا نقلات بعد.',
  marks: {
    best: 'أفضل نقلة',
    good: 'نقلة جيدة',
    inaccuracy: 'نقلة غير دقيقة',
    mistake: 'خطأ',
    blunder: 'خطأ فادح',
  },
  gaveAway: (from, to) => `حوّلت ${from === 'win' ? 'الفوز' : 'التعادل'} إلى ${to === 'draw' ? 'تعادل' : 'خسارة'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `النقلة ${num('ar', number)}، ${notation}: ${mark}${detail ? `، ${detail}` : ''}` +
    `${best ? `؛ والأفضل كان ${best}` : ''}.`,
  alreadyLost: 'الوضع خاسر أصلًا: كل النقلات تخسر',
  alreadyWon: 'الوضع رابح أصلًا: ما زالت هذه النقلة تؤدي إلى الفوز، فليست خطأ',
  notValued: 'بلا تقييم: لم يجد الحاسوب قيمة لهذه الوضعية في حدود حسابه',
  notValuedYet: 'لم تُقيَّم بعد (المراجعة جارية)',
  positionValue: (value, exact, outcome) => {
    const said = [value, outcome && { win: 'فوز', draw: 'تعادل', loss: 'خسارة' }[outcome]].filter(Boolean);
    return `${exact ? 'القيمة الدقيقة' : 'التقدير'} من منظور اللاعب الأول: ${said.join('، ')}.`;
  },
  positionNotValued: 'هذه الوضعية بلا تقييم: لم يجد الحاسوب قيمتها في حدود حسابه.',
  positionNotValuedYet: 'لم تُقيَّم هذه الوضعية بعد.',
  reviewKey: { exact: 'قيمة دقيقة', estimate: 'تقدير', notValued: 'بلا تقييم' },
  reviewDone: (counts, notValued) => {
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => plural('ar', counts[k], FORMS[k]));
    const marked = found.length > 0 ? list('ar', found) : 'لا نقلات غير دقيقة ولا أخطاء ولا أخطاء فادحة';
    const unmarked = notValued > 0 ? `؛ ${moves(notValued)} بلا تقييم` : '';
    return `اكتملت المراجعة: ${marked}${unmarked}.`;
  },
};

export default words;
