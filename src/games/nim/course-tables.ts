/** The course's texts in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import type { CourseTexts } from '../../core/lesson-data.js';
import { en } from './course-texts.js';

/** The tables, by language. */
export const courseTables: EveryLanguage<CourseTexts> = {
  en,
  zh: () => import('../../languages/zh/nim-course.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/nim-course.js'),
  es: () => import('../../languages/es/nim-course.js'),
  fr: () => import('../../languages/fr/nim-course.js'),
  de: () => import('../../languages/de/nim-course.js'),
  pt: () => import('../../languages/pt/nim-course.js'),
  it: () => import('../../languages/it/nim-course.js'),
  ru: () => import('../../languages/ru/nim-course.js'),
  uk: () => import('../../languages/uk/nim-course.js'),
  pl: () => import('../../languages/pl/nim-course.js'),
  tr: () => import('../../languages/tr/nim-course.js'),
  ja: () => import('../../languages/ja/nim-course.js'),
  ko: () => import('../../languages/ko/nim-course.js'),
  ar: () => import('../../languages/ar/nim-course.js'),
  he: () => import('../../languages/he/nim-course.js'),
  hi: () => import('../../languages/hi/nim-course.js'),
};
