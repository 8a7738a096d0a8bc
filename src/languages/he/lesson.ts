/** The lesson's texts in Hebrew, spoken without gender as the puzzle is (infinitives, "אפשר"), the buttons nouns. */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'השיעור נטען…',
  lessonTitle: (n, of, title) => `שיעור ${num('he', n)} מתוך ${num('he', of)}: ${title}`,
  lessonStep: (n, of) => `שלב ${num('he', n)} מתוך ${num('he', of)}`,
  lessonDone: 'כל הכבוד!',
  lessonWrong: 'המהלך הזה חוקי, אבל זה לא מה שהשלב הזה מבקש. אפשר לנסות שוב.',
  lessonCorrect: 'טוב. ממשיכים.',
  lessonChecking: 'המהלך נבדק…',
  lessonShown: 'זה המהלך. אפשר לנסות את השלב שוב, או להמשיך.',
  lessonComplete: (title) => `השיעור הושלם: ${title}.`,
  courseComplete: 'הקורס הושלם. עכשיו אפשר לשחק משחק שלם נגד המחשב.',
  lessonButtons: {
    hint: 'רמז',
    show: 'הצגת המהלך',
    restart: 'ניסיון נוסף',
    previous: 'הקודם',
    next: 'הבא',
    play: 'מעבר למשחק',
    leave: 'יציאה מהשיעור',
  },
  lessonList: 'שיעורים',
  lessonEntry: (n, title, done) => `${num('he', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
