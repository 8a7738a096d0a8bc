/**
 * The lesson's own texts in English, loaded with the lesson, so a board that never teaches never loads them; each other
 * language is a module of its own (`src/languages/<tag>/lesson.ts`), loaded when a lesson first speaks it. A step's own
 * goal, hint and words come from its course (`Course.texts`) or from a page's own lesson.
 */

/** Every text of the lesson panel and its status lines. */
export interface LessonWords {
  /** While the course is being loaded. */
  lessonLoading: string;
  /** The panel's name: "Lesson 2 of 7: Flips". */
  lessonTitle: (n: number, of: number, title: string) => string;
  /** Where the step stands in its lesson: "Step 1 of 3". */
  lessonStep: (n: number, of: number) => string;
  /** What a step that says nothing of its own says once done. */
  lessonDone: string;
  /** What a legal move a step does not ask for shows, where the step has no word of its own on it. */
  lessonWrong: string;
  /** A win step's move that keeps the win, before the next one. */
  lessonCorrect: string;
  /** While a win step's move is judged. */
  lessonChecking: string;
  /** After the move was shown rather than found. */
  lessonShown: string;
  /** A lesson's last step done. */
  lessonComplete: (title: string) => string;
  /** The course's last step done. */
  courseComplete: string;
  /** The panel's buttons. */
  lessonButtons: {
    hint: string;
    show: string;
    restart: string;
    previous: string;
    next: string;
    play: string;
    leave: string;
  };
  /** The label of the list of lessons. */
  lessonList: string;
  /** A lesson in the list, and whether each of its steps was done: "3. Flips ✓". */
  lessonEntry: (n: number, title: string, done: boolean) => string;
}

/** English. */
export const en: LessonWords = {
  lessonLoading: 'Loading the lesson…',
  lessonTitle: (n, of, title) => `Lesson ${n} of ${of}: ${title}`,
  lessonStep: (n, of) => `Step ${n} of ${of}`,
  lessonDone: 'Well done!',
  lessonWrong: 'That move is allowed, but it is not what this step asks. Try again.',
  lessonCorrect: 'Good. Go on.',
  lessonChecking: 'Checking the move…',
  lessonShown: 'That is the move. Try the step again, or go on.',
  lessonComplete: (title) => `Lesson complete: ${title}.`,
  courseComplete: 'You have finished the course. Now play a whole game against the computer.',
  lessonButtons: {
    hint: 'Hint',
    show: 'Show me',
    restart: 'Try again',
    previous: 'Back',
    next: 'Next',
    play: 'Play a game',
    leave: 'Leave the lesson',
  },
  lessonList: 'Lessons',
  lessonEntry: (n, title, done) => `${n}. ${title}${done ? ' ✓' : ''}`,
};
