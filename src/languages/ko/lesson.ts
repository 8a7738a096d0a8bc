/** The lesson's texts in Korean, in the friendly polite form (해요체) of the puzzle; a move is a "수". */
import type { LessonWords } from '../../element/lesson/lesson-words.js';
import { num } from '../intl.js';

const words: LessonWords = {
  lessonLoading: '레슨을 불러오는 중…',
  lessonTitle: (n, of, title) => `레슨 ${num('ko', n)}/${num('ko', of)}: ${title}`,
  lessonStep: (n, of) => `단계 ${num('ko', n)}/${num('ko', of)}`,
  lessonDone: '잘했어요!',
  lessonWrong: '규칙에 맞는 수지만 이 단계에서 원하는 수는 아니에요. 다시 해 보세요.',
  lessonCorrect: '좋아요. 계속하세요.',
  lessonChecking: '수를 확인하는 중…',
  lessonShown: '바로 이 수예요. 이 단계를 다시 해 보거나 계속 진행하세요.',
  lessonComplete: (title) => `레슨 완료: ${title}.`,
  courseComplete: '과정을 모두 마쳤어요. 이제 컴퓨터와 한 게임을 끝까지 해 보세요.',
  lessonButtons: {
    hint: '힌트',
    show: '보여 주기',
    restart: '다시 하기',
    previous: '이전',
    next: '다음',
    play: '게임 하기',
    leave: '레슨 나가기',
  },
  lessonList: '레슨 목록',
  lessonEntry: (n, title, done) => `${num('ko', n)}. ${title}${done ? ' ✓' : ''}`,
};

export default words;
