/** The texts every board shares in every built-in language: English at hand, each other language loaded when first spoken. */
import type { EveryLanguage } from '../../core/language.js';
import { type Messages, en } from './messages.js';

/** The tables, by language. */
export const messageTables: EveryLanguage<Messages> = {
  en,
  zh: () => import('../../languages/zh/messages.js'),
  'zh-Hant': () => import('../../languages/zh-Hant/messages.js'),
  es: () => import('../../languages/es/messages.js'),
  fr: () => import('../../languages/fr/messages.js'),
  de: () => import('../../languages/de/messages.js'),
  pt: () => import('../../languages/pt/messages.js'),
  it: () => import('../../languages/it/messages.js'),
  ru: () => import('../../languages/ru/messages.js'),
  uk: () => import('../../languages/uk/messages.js'),
  pl: () => import('../../languages/pl/messages.js'),
  tr: () => import('../../languages/tr/messages.js'),
  ja: () => import('../../languages/ja/messages.js'),
  ko: () => import('../../languages/ko/messages.js'),
  ar: () => import('../../languages/ar/messages.js'),
  he: () => import('../../languages/he/messages.js'),
  hi: () => import('../../languages/hi/messages.js'),
};
