/** The course's texts in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import type { CourseTexts } from '../../core/lesson-data.js';
import { en } from './course-texts.js';

/** The tables, by language. */
export const courseTables: EveryLanguage<CourseTexts> = {
  en,
  zh: () => import('../../languages/zh/tictactoe-course.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/tictactoe-course.js'),
  es: () => import('../../languages/es/tictactoe-course.js'),
  fr: () => import('../../languages/fr/tictactoe-course.js'),
  de: () => import('../../languages/de/tictactoe-course.js'),
  pt: () => import('../../languages/pt/tictactoe-course.js'),
  it: () => import('../../languages/it/tictactoe-course.js'),
  ru: () => import('../../languages/ru/tictactoe-course.js'),
  uk: () => import('../../languages/uk/tictactoe-course.js'),
  pl: () => import('../../languages/pl/tictactoe-course.js'),
  tr: () => import('../../languages/tr/tictactoe-course.js'),
  ja: () => import('../../languages/ja/tictactoe-course.js'),
  ko: () => import('../../languages/ko/tictactoe-course.js'),
  ar: () => import('../../languages/ar/tictactoe-course.js'),
  he: () => import('../../languages/he/tictactoe-course.js'),
  hi: () => import('../../languages/hi/tictactoe-course.js'),
};
