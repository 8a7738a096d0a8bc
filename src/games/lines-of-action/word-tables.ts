/** Lines of Action's words in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type LinesOfActionWords, en } from './words.js';

/** The tables, by language. */
export const words: EveryLanguage<LinesOfActionWords> = {
  en,
  zh: () => import('../../languages/zh/lines-of-action.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/lines-of-action.js'),
  es: () => import('../../languages/es/lines-of-action.js'),
  fr: () => import('../../languages/fr/lines-of-action.js'),
  de: () => import('../../languages/de/lines-of-action.js'),
  pt: () => import('../../languages/pt/lines-of-action.js'),
  it: () => import('../../languages/it/lines-of-action.js'),
  ru: () => import('../../languages/ru/lines-of-action.js'),
  uk: () => import('../../languages/uk/lines-of-action.js'),
  pl: () => import('../../languages/pl/lines-of-action.js'),
  tr: () => import('../../languages/tr/lines-of-action.js'),
  ja: () => import('../../languages/ja/lines-of-action.js'),
  ko: () => import('../../languages/ko/lines-of-action.js'),
  ar: () => import('../../languages/ar/lines-of-action.js'),
  he: () => import('../../languages/he/lines-of-action.js'),
  hi: () => import('../../languages/hi/lines-of-action.js'),
};
