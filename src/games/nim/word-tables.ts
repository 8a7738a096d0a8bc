/** Nim's words in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type NimWords, en } from './words.js';

/** The tables, by language. */
export const words: EveryLanguage<NimWords> = {
  en,
  zh: () => import('../../languages/zh/nim.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/nim.js'),
  es: () => import('../../languages/es/nim.js'),
  fr: () => import('../../languages/fr/nim.js'),
  de: () => import('../../languages/de/nim.js'),
  pt: () => import('../../languages/pt/nim.js'),
  it: () => import('../../languages/it/nim.js'),
  ru: () => import('../../languages/ru/nim.js'),
  uk: () => import('../../languages/uk/nim.js'),
  pl: () => import('../../languages/pl/nim.js'),
  tr: () => import('../../languages/tr/nim.js'),
  ja: () => import('../../languages/ja/nim.js'),
  ko: () => import('../../languages/ko/nim.js'),
  ar: () => import('../../languages/ar/nim.js'),
  he: () => import('../../languages/he/nim.js'),
  hi: () => import('../../languages/hi/nim.js'),
};
