/** The lesson's texts in Traditional Chinese (Taiwan); a step is a「步驟」, so that it is not taken for a move. */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const n = (x: number) => num('zh-Hant', x);

const words: LessonWords = {
  lessonLoading: '正在載入課程…',
  lessonTitle: (i, of, title) => `第 ${n(i)} 課（共 ${n(of)} 課）：${title}`,
  lessonStep: (i, of) => `步驟 ${n(i)}/${n(of)}`,
  lessonDone: '做得好！',
  lessonWrong: '這步棋可以下，但不是這個步驟要的。再試一次。',
  lessonCorrect: '很好，繼續。',
  lessonChecking: '正在檢查這步棋…',
  lessonShown: '就是這步棋。可以重做這個步驟，也可以繼續。',
  lessonComplete: (title) => `本課完成：${title}。`,
  courseComplete: '你已經學完所有課程了。現在和電腦完整下一局吧。',
  lessonButtons: {
    hint: '提示',
    show: '示範',
    restart: '再試一次',
    previous: '上一步',
    next: '下一步',
    play: '開始對局',
    leave: '離開課程',
  },
  lessonList: '課程列表',
  lessonEntry: (i, title, done) => `${n(i)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
