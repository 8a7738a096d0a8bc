/** The review's texts in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type ReviewTexts, en } from './review-words.js';

/** The tables, by language. */
export const reviewTables: EveryLanguage<ReviewTexts> = {
  en,
  zh: () => import('../../languages/zh/review.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/review.js'),
  es: () => import('../../languages/es/review.js'),
  fr: () => import('../../languages/fr/review.js'),
  de: () => import('../../languages/de/review.js'),
  pt: () => import('../../languages/pt/review.js'),
  it: () => import('../../languages/it/review.js'),
  ru: () => import('../../languages/ru/review.js'),
  uk: () => import('../../languages/uk/review.js'),
  pl: () => import('../../languages/pl/review.js'),
  tr: () => import('../../languages/tr/review.js'),
  ja: () => import('../../languages/ja/review.js'),
  ko: () => import('../../languages/ko/review.js'),
  ar: () => import('../../languages/ar/review.js'),
  he: () => import('../../languages/he/review.js'),
  hi: () => import('../../languages/hi/review.js'),
};
