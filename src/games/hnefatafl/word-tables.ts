/** Hnefatafl's words in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type HnefataflWords, en } from './words.js';

/** The tables, by language. */
export const words: EveryLanguage<HnefataflWords> = {
  en,
  zh: () => import('../../languages/zh/hnefatafl.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/hnefatafl.js'),
  es: () => import('../../languages/es/hnefatafl.js'),
  fr: () => import('../../languages/fr/hnefatafl.js'),
  de: () => import('../../languages/de/hnefatafl.js'),
  pt: () => import('../../languages/pt/hnefatafl.js'),
  it: () => import('../../languages/it/hnefatafl.js'),
  ru: () => import('../../languages/ru/hnefatafl.js'),
  uk: () => import('../../languages/uk/hnefatafl.js'),
  pl: () => import('../../languages/pl/hnefatafl.js'),
  tr: () => import('../../languages/tr/hnefatafl.js'),
  ja: () => import('../../languages/ja/hnefatafl.js'),
  ko: () => import('../../languages/ko/hnefatafl.js'),
  ar: () => import('../../languages/ar/hnefatafl.js'),
  he: () => import('../../languages/he/hnefatafl.js'),
  hi: () => import('../../languages/hi/hnefatafl.js'),
};
