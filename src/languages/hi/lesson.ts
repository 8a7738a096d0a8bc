/** The lesson's texts in Hindi, spoken with "आप" as the puzzle is; a lesson is a "पाठ", a step a "चरण". */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: 'पाठ लोड हो रहा है…',
  lessonTitle: (n, of, title) => `पाठ ${num('hi', n)} (${num('hi', of)} में से): ${title}`,
  lessonStep: (n, of) => `चरण ${num('hi', n)} (${num('hi', of)} में से)`,
  lessonDone: 'शाबाश!',
  lessonWrong: 'यह चाल नियमों के हिसाब से ठीक है, पर यह चरण यह चाल नहीं माँगता। फिर कोशिश करें।',
  lessonCorrect: 'अच्छा। आगे बढ़ें।',
  lessonChecking: 'चाल जाँची जा रही है…',
  lessonShown: 'यही वह चाल है। यह चरण फिर से करें, या आगे बढ़ें।',
  lessonComplete: (title) => `पाठ पूरा हुआ: ${title}।`,
  courseComplete: 'आपने पूरा पाठ्यक्रम कर लिया है। अब कंप्यूटर के ख़िलाफ़ एक पूरा खेल खेलें।',
  lessonButtons: {
    hint: 'सुझाव',
    show: 'चाल दिखाएँ',
    restart: 'फिर कोशिश करें',
    previous: 'पीछे',
    next: 'आगे',
    play: 'खेल खेलें',
    leave: 'पाठ छोड़ें',
  },
  lessonList: 'पाठ',
  lessonEntry: (n, title, done) => `${num('hi', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
