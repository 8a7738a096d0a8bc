/** The lesson's texts in Chinese (Simplified); a step is a “步骤”, so that it is not taken for a move (“一步棋”). */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const n = (x: number) => num('zh', x);

const words: LessonWords = {
  lessonLoading: '正在载入课程…',
  lessonTitle: (i, of, title) => `第 ${n(i)} 课（共 ${n(of)} 课）：${title}`,
  lessonStep: (i, of) => `步骤 ${n(i)}/${n(of)}`,
  lessonDone: '做得好！',
  lessonWrong: '这步棋可以走，但不是本步骤要的。再试一次。',
  lessonCorrect: '很好，继续。',
  lessonChecking: '正在检查这步棋…',
  lessonShown: '就是这步棋。可以重做本步骤，也可以继续。',
  lessonComplete: (title) => `本课完成：${title}。`,
  courseComplete: '你已学完全部课程。现在和电脑完整地下一局吧。',
  lessonButtons: {
    hint: '提示',
    show: '演示',
    restart: '再试一次',
    previous: '上一步',
    next: '下一步',
    play: '开始对局',
    leave: '退出课程',
  },
  lessonList: '课程列表',
  lessonEntry: (i, title, done) => `${n(i)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
