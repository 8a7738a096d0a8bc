/** The course's texts in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import type { CourseTexts } from '../../core/lesson-data.js';
import { en } from './course-texts.js';

/** The tables, by language. */
export const courseTables: EveryLanguage<CourseTexts> = {
  en,
  zh: () => import('../../languages/zh/hnefatafl-course.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/hnefatafl-course.js'),
  es: () => import('../../languages/es/hnefatafl-course.js'),
  fr: () => import('../../languages/fr/hnefatafl-course.js'),
  de: () => import('../../languages/de/hnefatafl-course.js'),
  pt: () => import('../../languages/pt/hnefatafl-course.js'),
  it: () => import('../../languages/it/hnefatafl-course.js'),
  ru: () => import('../../languages/ru/hnefatafl-course.js'),
  uk: () => import('../../languages/uk/hnefatafl-course.js'),
  pl: () => import('../../languages/pl/hnefatafl-course.js'),
  tr: () => import('../../languages/tr/hnefatafl-course.js'),
  ja: () => import('../../languages/ja/hnefatafl-course.js'),
  ko: () => import('../../languages/ko/hnefatafl-course.js'),
  ar: () => import('../../languages/ar/hnefatafl-course.js'),
  he: () => import('../../languages/he/hnefatafl-course.js'),
  hi: () => import('../../languages/hi/hnefatafl-course.js'),
};
