/** Connect Four's words in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type ConnectFourWords, en } from './words.js';

/** The tables, by language. */
export const words: EveryLanguage<ConnectFourWords> = {
  en,
  zh: () => import('../../languages/zh/connect-four.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/connect-four.js'),
  es: () => import('../../languages/es/connect-four.js'),
  fr: () => import('../../languages/fr/connect-four.js'),
  de: () => import('../../languages/de/connect-four.js'),
  pt: () => import('../../languages/pt/connect-four.js'),
  it: () => import('../../languages/it/connect-four.js'),
  ru: () => import('../../languages/ru/connect-four.js'),
  uk: () => import('../../languages/uk/connect-four.js'),
  pl: () => import('../../languages/pl/connect-four.js'),
  tr: () => import('../../languages/tr/connect-four.js'),
  ja: () => import('../../languages/ja/connect-four.js'),
  ko: () => import('../../languages/ko/connect-four.js'),
  ar: () => import('../../languages/ar/connect-four.js'),
  he: () => import('../../languages/he/connect-four.js'),
  hi: () => import('../../languages/hi/connect-four.js'),
};
