/** Online play's texts in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type OnlineWords, en } from './online-words.js';

/** The tables, by language. */
export const onlineTables: EveryLanguage<OnlineWords> = {
  en,
  zh: () => import('../../languages/zh/online.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/online.js'),
  es: () => import('../../languages/es/online.js'),
  fr: () => import('../../languages/fr/online.js'),
  de: () => import('../../languages/de/online.js'),
  pt: () => import('../../languages/pt/online.js'),
  it: () => import('../../languages/it/online.js'),
  ru: () => import('../../languages/ru/online.js'),
  uk: () => import('../../languages/uk/online.js'),
  pl: () => import('../../languages/pl/online.js'),
  tr: () => import('../../languages/tr/online.js'),
  ja: () => import('../../languages/ja/online.js'),
  ko: () => import('../../languages/ko/online.js'),
  ar: () => import('../../languages/ar/online.js'),
  he: () => import('../../languages/he/online.js'),
  hi: () => import('../../languages/hi/online.js'),
};
