/** Reversi's words in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type ReversiWords, en } from './words.js';

/** The tables, by language. */
export const words: EveryLanguage<ReversiWords> = {
  en,
  zh: () => import('../../languages/zh/reversi.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/reversi.js'),
  es: () => import('../../languages/es/reversi.js'),
  fr: () => import('../../languages/fr/reversi.js'),
  de: () => import('../../languages/de/reversi.js'),
  pt: () => import('../../languages/pt/reversi.js'),
  it: () => import('../../languages/it/reversi.js'),
  ru: () => import('../../languages/ru/reversi.js'),
  uk: () => import('../../languages/uk/reversi.js'),
  pl: () => import('../../languages/pl/reversi.js'),
  tr: () => import('../../languages/tr/reversi.js'),
  ja: () => import('../../languages/ja/reversi.js'),
  ko: () => import('../../languages/ko/reversi.js'),
  ar: () => import('../../languages/ar/reversi.js'),
  he: () => import('../../languages/he/reversi.js'),
  hi: () => import('../../languages/hi/reversi.js'),
};
