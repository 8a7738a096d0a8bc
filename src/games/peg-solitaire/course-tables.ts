/** The course's texts in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import type { CourseTexts } from '../../core/lesson-data.js';
import { en } from './course-texts.js';

/** The tables, by language. */
export const courseTables: EveryLanguage<CourseTexts> = {
  en,
  zh: () => import('../../languages/zh/peg-solitaire-course.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/peg-solitaire-course.js'),
  es: () => import('../../languages/es/peg-solitaire-course.js'),
  fr: () => import('../../languages/fr/peg-solitaire-course.js'),
  de: () => import('../../languages/de/peg-solitaire-course.js'),
  pt: () => import('../../languages/pt/peg-solitaire-course.js'),
  it: () => import('../../languages/it/peg-solitaire-course.js'),
  ru: () => import('../../languages/ru/peg-solitaire-course.js'),
  uk: () => import('../../languages/uk/peg-solitaire-course.js'),
  pl: () => import('../../languages/pl/peg-solitaire-course.js'),
  tr: () => import('../../languages/tr/peg-solitaire-course.js'),
  ja: () => import('../../languages/ja/peg-solitaire-course.js'),
  ko: () => import('../../languages/ko/peg-solitaire-course.js'),
  ar: () => import('../../languages/ar/peg-solitaire-course.js'),
  he: () => import('../../languages/he/peg-solitaire-course.js'),
  hi: () => import('../../languages/hi/peg-solitaire-course.js'),
};
