/** The lesson's texts in Japanese, polite as the puzzle is; a move is a 「手」, a game a 「対局」. */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const n = (x: number) => num('ja', x);

const words: LessonWords = {
  lessonLoading: 'レッスンを読み込んでいます…',
  lessonTitle: (i, of, title) => `レッスン${n(i)}/${n(of)}：${title}`,
  lessonStep: (i, of) => `ステップ${n(i)}/${n(of)}`,
  lessonDone: 'よくできました！',
  lessonWrong: 'その手もルール上は可能ですが、このステップで求めている手ではありません。もう一度どうぞ。',
  lessonCorrect: 'いいですね。その調子で続けましょう。',
  lessonChecking: '手を確認しています…',
  lessonShown: 'これが正解の手です。このステップをもう一度やるか、先に進みましょう。',
  lessonComplete: (title) => `レッスン完了：${title}。`,
  courseComplete: 'コースをすべて修了しました。今度はコンピューターと最後まで対局してみましょう。',
  lessonButtons: {
    hint: 'ヒント',
    show: '手を見る',
    restart: 'やり直す',
    previous: '戻る',
    next: '次へ',
    play: '対局する',
    leave: 'レッスンをやめる',
  },
  lessonList: 'レッスン一覧',
  lessonEntry: (i, title, done) => `${n(i)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
