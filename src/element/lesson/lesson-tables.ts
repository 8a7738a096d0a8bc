/** The lesson's texts in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type LessonWords, en } from './lesson-words.js';

/** The tables, by language. */
export const lessonTables: EveryLanguage<LessonWords> = {
  en,
  zh: () => import('../../languages/zh/lesson.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/lesson.js'),
  es: () => import('../../languages/es/lesson.js'),
  fr: () => import('../../languages/fr/lesson.js'),
  de: () => import('../../languages/de/lesson.js'),
  pt: () => import('../../languages/pt/lesson.js'),
  it: () => import('../../languages/it/lesson.js'),
  ru: () => import('../../languages/ru/lesson.js'),
  uk: () => import('../../languages/uk/lesson.js'),
  pl: () => import('../../languages/pl/lesson.js'),
  tr: () => import('../../languages/tr/lesson.js'),
  ja: () => import('../../languages/ja/lesson.js'),
  ko: () => import('../../languages/ko/lesson.js'),
  ar: () => import('../../languages/ar/lesson.js'),
  he: () => import('../../languages/he/lesson.js'),
  hi: () => import('../../languages/hi/lesson.js'),
};
