/** The course's texts in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import type { CourseTexts } from '../../core/lesson-data.js';
import { en } from './course-texts.js';

/** The tables, by language. */
export const courseTables: EveryLanguage<CourseTexts> = {
  en,
  zh: () => import('../../languages/zh/lines-of-action-course.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/lines-of-action-course.js'),
  es: () => import('../../languages/es/lines-of-action-course.js'),
  fr: () => import('../../languages/fr/lines-of-action-course.js'),
  de: () => import('../../languages/de/lines-of-action-course.js'),
  pt: () => import('../../languages/pt/lines-of-action-course.js'),
  it: () => import('../../languages/it/lines-of-action-course.js'),
  ru: () => import('../../languages/ru/lines-of-action-course.js'),
  uk: () => import('../../languages/uk/lines-of-action-course.js'),
  pl: () => import('../../languages/pl/lines-of-action-course.js'),
  tr: () => import('../../languages/tr/lines-of-action-course.js'),
  ja: () => import('../../languages/ja/lines-of-action-course.js'),
  ko: () => import('../../languages/ko/lines-of-action-course.js'),
  ar: () => import('../../languages/ar/lines-of-action-course.js'),
  he: () => import('../../languages/he/lines-of-action-course.js'),
  hi: () => import('../../languages/hi/lines-of-action-course.js'),
};
