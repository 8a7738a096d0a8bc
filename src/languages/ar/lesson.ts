/** The lesson's texts in Arabic; a move is a «نقلة» as in the puzzle, the buttons nouns as the puzzle's are. */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'جارٍ تحميل الدرس…',
  lessonTitle: (n, of, title) => `الدرس ${num('ar', n)} من ${num('ar', of)}: ${title}`,
  lessonStep: (n, of) => `الخطوة ${num('ar', n)} من ${num('ar', of)}`,
  lessonDone: 'أحسنت!',
  lessonWrong: 'هذه النقلة مسموحة، لكنها ليست ما تطلبه هذه الخطوة. حاول مرة أخرى.',
  lessonCorrect: 'جيد. تابع.',
  lessonChecking: 'جارٍ التحقق من النقلة…',
  lessonShown: 'هذه هي النقلة. أعد الخطوة، أو تابع.',
  lessonComplete: (title) => `اكتمل الدرس: ${title}.`,
  courseComplete: 'أنهيت الدورة. العب الآن لعبة كاملة ضد الحاسوب.',
  lessonButtons: {
    hint: 'تلميح',
    show: 'عرض النقلة',
    restart: 'إعادة المحاولة',
    previous: 'السابق',
    next: 'التالي',
    play: 'بدء اللعب',
    leave: 'مغادرة الدرس',
  },
  lessonList: 'الدروس',
  lessonEntry: (n, title, done) => `${num('ar', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
