/** The course's texts in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import type { CourseTexts } from '../../core/lesson-data.js';
import { en } from './course-texts.js';

/** The tables, by language. */
export const courseTables: EveryLanguage<CourseTexts> = {
  en,
  zh: () => import('../../languages/zh/reversi-course.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/reversi-course.js'),
  es: () => import('../../languages/es/reversi-course.js'),
  fr: () => import('../../languages/fr/reversi-course.js'),
  de: () => import('../../languages/de/reversi-course.js'),
  pt: () => import('../../languages/pt/reversi-course.js'),
  it: () => import('../../languages/it/reversi-course.js'),
  ru: () => import('../../languages/ru/reversi-course.js'),
  uk: () => import('../../languages/uk/reversi-course.js'),
  pl: () => import('../../languages/pl/reversi-course.js'),
  tr: () => import('../../languages/tr/reversi-course.js'),
  ja: () => import('../../languages/ja/reversi-course.js'),
  ko: () => import('../../languages/ko/reversi-course.js'),
  ar: () => import('../../languages/ar/reversi-course.js'),
  he: () => import('../../languages/he/reversi-course.js'),
  hi: () => import('../../languages/hi/reversi-course.js'),
};
