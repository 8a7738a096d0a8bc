/** The course's texts in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import type { CourseTexts } from '../../core/lesson-data.js';
import { en } from './course-texts.js';

/** The tables, by language. */
export const courseTables: EveryLanguage<CourseTexts> = {
  en,
  zh: () => import('../../languages/zh/connect-four-course.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/connect-four-course.js'),
  es: () => import('../../languages/es/connect-four-course.js'),
  fr: () => import('../../languages/fr/connect-four-course.js'),
  de: () => import('../../languages/de/connect-four-course.js'),
  pt: () => import('../../languages/pt/connect-four-course.js'),
  it: () => import('../../languages/it/connect-four-course.js'),
  ru: () => import('../../languages/ru/connect-four-course.js'),
  uk: () => import('../../languages/uk/connect-four-course.js'),
  pl: () => import('../../languages/pl/connect-four-course.js'),
  tr: () => import('../../languages/tr/connect-four-course.js'),
  ja: () => import('../../languages/ja/connect-four-course.js'),
  ko: () => import('../../languages/ko/connect-four-course.js'),
  ar: () => import('../../languages/ar/connect-four-course.js'),
  he: () => import('../../languages/he/connect-four-course.js'),
  hi: () => import('../../languages/hi/connect-four-course.js'),
};
